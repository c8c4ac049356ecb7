#!/usr/bin/env node
// `yarn bench`: the benchmark of issues #10 and #23. Builds the shared corpus (../shared/bench)
// with the engine and prints every figure next to its target. Modules are in scripts/bench/; options:
// `node scripts/bench.mjs --help`.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { repeat, stat, cleanup, processTree, fail, root } from './bench/lib.mjs';
import { prepareCorpus, buildOnce, analyzeOutput, docEditor } from './bench/site.mjs';
import { browserFirstLoadJs } from './bench/pagejs.mjs';
import {
  TARGETS,
  printHeader,
  printMain,
  printScale,
  printCompare,
  printLighthouse,
} from './bench/report.mjs';

const HELP = `Usage: yarn bench [options]

Without options: cold build, peak memory, warm builds, doc page first-load JS and the dev server
rows, on the 1,000-doc corpus. Every timed build prints its wall time and its CPU time (user +
system of the whole process tree: threads, esbuild and other child processes).

  --docs N, --blog N   corpus size (default 1000 docs, 100 posts), kept in .bench/corpus-<docs>-<blog>
  --runs N             runs per row (default: 3 when a row's first run takes under 30 s, else 1)
  --only LIST          rows to run, comma-separated: cold,warm,dev,js,scale,compare,lighthouse
  --scale              only the scale section: cold builds at 1,000, 10,000 and 100,000 docs (time,
                       CPU, memory and page JS at each size, time ratios between sizes); the
                       100,000-doc build takes tens of minutes and several GB of disk
    --scale-sizes A,B,C  other sizes for it (e.g. 200,1000 for a quick check)
  --compare            only Tessera vs Docusaurus 3.8.1, with webpack and as Docusaurus Faster
                       (Rspack, SWC), on the same corpus (installed into a temp folder)
  --lighthouse         only Lighthouse on this repository's own site (rebuilds build/)
  --compare-site DIR   only Tessera vs the Docusaurus DIR's package.json names, on the Docusaurus site
                       in DIR (copied into .bench/compare/<name>/, installed there, built cold by
                       both): pages, time, memory and the fidelity of each page; one run each
                       unless --runs (--reinstall: install its dependencies again;
                       --reuse-docusaurus: keep the previous Docusaurus build and figures when the
                       site and its Docusaurus have not changed, and rebuild only with Tessera)
                       (a section flag plus --only cold,warm,dev,js runs both)
  --warm               only the warm rows, reusing the corpus and cache of the previous run
  --keep               keep the temporary folders (Docusaurus install and build, Lighthouse reports)
                       and the scale corpora over 10,000 docs (else removed after their row)
  --json FILE          also write the figures as JSON
`;

let opts;
try {
  opts = parseArgs({
    options: {
      docs: { type: 'string', default: '1000' },
      blog: { type: 'string', default: '100' },
      runs: { type: 'string' },
      only: { type: 'string' },
      scale: { type: 'boolean', default: false },
      'scale-sizes': { type: 'string', default: '1000,10000,100000' },
      compare: { type: 'boolean', default: false },
      lighthouse: { type: 'boolean', default: false },
      'compare-site': { type: 'string' },
      reinstall: { type: 'boolean', default: false },
      'reuse-docusaurus': { type: 'boolean', default: false },
      warm: { type: 'boolean', default: false },
      keep: { type: 'boolean', default: false },
      json: { type: 'string' },
      help: { type: 'boolean', short: 'h', default: false },
    },
  }).values;
} catch (error) {
  console.error(`${error.message}\n\n${HELP}`);
  process.exit(2);
}
if (opts.help) {
  console.log(HELP);
  process.exit(0);
}
const ROWS = ['cold', 'warm', 'dev', 'js', 'scale', 'compare', 'lighthouse', 'compare-site'];
const count = (name, min) => {
  const n = Number(opts[name]);
  if (!Number.isInteger(n) || n < min) {
    console.error(`--${name} wants a whole number ≥ ${min}, not "${opts[name]}"`);
    process.exit(2);
  }
  return n;
};
const docs = count('docs', 1);
const blog = count('blog', 0);
const runs = opts.runs === undefined ? undefined : count('runs', 1);
// The main rows run by default; a section flag runs just that section (plus what --only names).
const sections = ['scale', 'compare', 'lighthouse', 'compare-site'].filter((flag) => opts[flag]);
const only = new Set(
  opts.only
    ? opts.only
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean)
    : opts.warm
      ? ['warm']
      : sections.length
        ? []
        : ['cold', 'warm', 'dev', 'js'],
);
for (const section of sections) only.add(section);
if (only.has('compare-site') && !opts['compare-site']) {
  console.error('--only compare-site: give the site with --compare-site DIR');
  process.exit(2);
}
for (const row of only) {
  if (!ROWS.includes(row)) {
    console.error(`--only: unknown row "${row}" (one of ${ROWS.join(', ')})`);
    process.exit(2);
  }
}
const scaleSizes = opts['scale-sizes']
  .split(',')
  .map(Number)
  .sort((a, b) => a - b);
if (scaleSizes.length < 2 || scaleSizes.some((n) => !Number.isInteger(n) || n < 1)) {
  console.error(`--scale-sizes wants two or more whole numbers, not "${opts['scale-sizes']}"`);
  process.exit(2);
}
const log = (line) => console.log(`  · ${line}`);
/** "12.3 s, CPU 20.1 s, 512 MB" for the progress lines. */
const runText = (run) =>
  `${run.seconds.toFixed(1)} s, CPU ${run.cpu.toFixed(1)} s, ${Math.round(run.peakRss / 1024 / 1024)} MB`;

// ------------------------------------------------------------------ header
const cpus = os.cpus();
const machine = {
  cores: os.availableParallelism(),
  totalMemory: os.totalmem(),
  cpu: cpus[0]?.model.replace(/\s+/g, ' ').trim() ?? 'unknown CPU',
  os: `${os.type()} ${os.release()}`,
  node: process.version,
  load: os.loadavg(),
};
const needsCorpus = ['cold', 'warm', 'dev', 'js', 'compare'].some((r) => only.has(r));
const note = otherBuilds().map(
  (p) =>
    `another build or dev server is running (pid ${p.pid}: ${p.cmd.slice(0, 100)}); figures may be disturbed`,
);
printHeader({
  machine,
  corpus: needsCorpus ? { docs, blog, path: `.bench/corpus-${docs}-${blog}` } : null,
  runs,
  note,
});

/** Builds or dev servers on this machine that this benchmark did not start. */
function otherBuilds() {
  const mine = new Set(processTree(process.pid));
  const found = [];
  for (const pid of fs
    .readdirSync('/proc')
    .filter((d) => /^\d+$/.test(d))
    .map(Number)) {
    if (mine.has(pid)) continue;
    try {
      const args = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean);
      const cmd = args.join(' ');
      if (/tessera\.mjs (build|start)|docusaurus(\.mjs)? (build|start)/.test(cmd)) {
        let cwd = '';
        try {
          cwd = fs.readlinkSync(`/proc/${pid}/cwd`);
        } catch {
          // not ours to read
        }
        // The folders it works in: its own and every argument taken as a path from there.
        const dirs = cwd ? [cwd, ...args.map((a) => path.resolve(cwd, a))] : [];
        found.push({ pid, cmd, dirs });
      }
    } catch {
      // ended
    }
  }
  return found;
}

/**
 * A corpus folder another process is building or serving: a cold build would delete its output
 * and cache under it (and the content is written afresh), so the benchmark stops instead.
 */
async function checkCorpusFree(docsCount) {
  const dir = path.join(root, '.bench', `corpus-${docsCount}-${blog}`);
  const user = otherBuilds().find((p) => p.dirs.some((d) => d === dir || d.startsWith(dir + '/')));
  if (user)
    await fail(
      `another process is building or serving ${path.relative(root, dir)} (pid ${user.pid}: ${user.cmd.slice(0, 100)}); this run would delete its files. Wait for it to end, or pick another size (--docs, --scale-sizes).`,
    );
}

// ------------------------------------------------------------------ the rows
const result = {
  date: new Date().toISOString(),
  machine,
  corpus: { docs, blog },
  runs: runs ?? 'auto',
  targets: TARGETS,
};

if (needsCorpus) {
  await checkCorpusFree(docs);
  const site = await prepareCorpus({ docs, blog, reuse: opts.warm });
  result.corpus.doc = site.doc.url;

  if (only.has('cold') || only.has('compare')) {
    const builds = await repeat(runs, async (i) => {
      const run = await buildOnce(site, { cold: true });
      log(`cold build ${i + 1}: ${runText(run)}`);
      return run;
    });
    result.cold = {
      seconds: stat(builds, 'seconds'),
      cpu: stat(builds, 'cpu'),
      peakRss: stat(builds, 'peakRss'),
    };
  }
  const needsOutput = only.has('js') || only.has('compare');
  if (!result.cold && (needsOutput || only.has('warm'))) {
    const run = await buildOnce(site, { cold: !opts.warm });
    log(
      `build to ${opts.warm ? 'bring the cache up to date with the corpus' : 'have an output and a cache'} (not a row): ${run.seconds.toFixed(1)} s`,
    );
  }
  if (needsOutput) {
    result.output = analyzeOutput(path.join(site.dir, 'build'));
    result.output.browser = await browserFirstLoadJs(
      path.join(site.dir, 'build'),
      result.output.js.max.url,
    );
  }
  if (only.has('warm')) {
    const unchanged = await repeat(runs, async (i) => {
      const run = await buildOnce(site, { cold: false });
      log(`warm build, nothing changed ${i + 1}: ${runText(run)}`);
      return run;
    });
    const editor = docEditor(site.doc.file);
    try {
      const edited = await repeat(runs, async (i) => {
        editor.append('build');
        const run = await buildOnce(site, { cold: false });
        log(
          `warm build, ${path.relative(site.content, site.doc.file)} edited ${i + 1}: ${runText(run)}`,
        );
        return run;
      });
      result.warm = {
        unchanged: stat(unchanged, 'seconds'),
        unchangedCpu: stat(unchanged, 'cpu'),
        edited: stat(edited, 'seconds'),
        editedCpu: stat(edited, 'cpu'),
        editedDoc: path.relative(site.dir, site.doc.file),
      };
    } finally {
      editor.restore();
    }
  }
  if (only.has('dev')) {
    const { devRows } = await import('./bench/dev.mjs');
    result.dev = await devRows(site, { runs, log });
  }
  if (only.has('compare')) {
    const { compareDocusaurus } = await import('./bench/compare.mjs');
    result.compare = await compareDocusaurus(site, {
      runs,
      keep: opts.keep,
      log,
      pageUrl: result.output.js.max.url,
    });
  }
}

if (only.has('scale')) {
  const points = [];
  for (const size of scaleSizes) {
    if (size === docs && result.cold && result.output && !opts.warm) {
      points.push({ docs: size, ...result.cold, output: result.output });
      log(`scale ${size} docs: the cold builds above`);
      continue;
    }
    await checkCorpusFree(size);
    const site = await prepareCorpus({ docs: size, blog });
    const builds = await repeat(runs, async (i) => {
      const run = await buildOnce(site, { cold: true });
      log(`scale ${size} docs, cold build ${i + 1}: ${runText(run)}`);
      // Where a large build's time and memory went: the build's own closing table.
      const phases = /\n[^\n]*Phases \(wall[\s\S]*?peak memory[^\n]*/.exec(run.output ?? '');
      if (phases) log(phases[0].trim().replace(/^\[info\] /, ''));
      return run;
    });
    points.push({
      docs: size,
      seconds: stat(builds, 'seconds'),
      cpu: stat(builds, 'cpu'),
      peakRss: stat(builds, 'peakRss'),
      output: analyzeOutput(path.join(site.dir, 'build')),
    });
    // A 100,000-doc corpus with its output and cache takes several GB.
    if (size > 10000 && !opts.keep) {
      fs.rmSync(site.dir, { recursive: true, force: true });
      log(`removed ${path.relative(root, site.dir)} (--keep keeps it)`);
    }
  }
  result.scale = { blog, points };
}

if (only.has('lighthouse')) {
  const { lighthouseRows } = await import('./bench/lighthouse.mjs');
  result.lighthouse = await lighthouseRows({ runs, keep: opts.keep, log });
}

if (only.has('compare-site')) {
  const { compareSite } = await import('./bench/compareSite.mjs');
  result.compareSite = await compareSite(opts['compare-site'], {
    runs,
    log,
    reinstall: opts.reinstall,
    reuseDocusaurus: opts['reuse-docusaurus'],
  });
}

// ------------------------------------------------------------------ report
printMain(result, { docs });
if (result.scale) printScale(result.scale);
if (result.compare) printCompare(result, result.compare);
if (result.lighthouse) printLighthouse(result.lighthouse);
if (result.compareSite) {
  const { printCompareSite } = await import('./bench/compareSite.mjs');
  printCompareSite(result.compareSite);
}
if (opts.json) {
  const json = JSON.stringify(
    result,
    (key, value) =>
      key === 'lhr' || (key === 'output' && typeof value === 'string')
        ? undefined
        : value === Infinity
          ? null
          : value,
    2,
  );
  fs.writeFileSync(path.resolve(opts.json), json + '\n');
  console.log(`\nfigures written to ${opts.json}`);
}
await cleanup();
