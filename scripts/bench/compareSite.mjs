// `--compare-site DIR`: any Docusaurus 3 site, built cold by the Docusaurus its package.json
// names and by Tessera, side by side: pages, wall time, peak memory (process tree RSS) and the
// fidelity of every page both built. DIR is never written to: the site is copied into
// .bench/compare/<name>/docusaurus, its dependencies installed there (kept for the next run
// while package.json and the lockfile stay the same), and both outputs are written next to it.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import {
  measure,
  repeat,
  stat,
  fail,
  root,
  tesseraBin,
  fmt,
  values,
  MB,
  setAside,
} from './lib.mjs';
import { copySite, installSite } from './siteInstall.mjs';
import { compareOutputs } from './fidelity.mjs';

const BUILD_ENV = {
  ...process.env,
  NO_UPDATE_NOTIFIER: '1',
  DOCUSAURUS_NO_UPDATE_NOTIFIER: '1',
};

/** A folder name for the site: its own name, with its parent's when it is just `website`/`docs`. */
function siteName(dir) {
  const base = path.basename(dir);
  const name = /^(website|docs?|site|www)$/i.test(base)
    ? `${path.basename(path.dirname(dir))}-${base}`
    : base;
  return name.replace(/[^\w.-]+/g, '_');
}

// eslint-disable-next-line no-control-regex
const stripAnsi = (s) => s.replace(/\u001b\[[0-9;?]*[A-Za-z]/g, '');

/**
 * The error part of a build's output: Tessera's `[error] …` messages with what follows them,
 * Docusaurus' `[ERROR] …`, else the end of the output.
 */
export function errorExcerpt(output, maxLines = 60) {
  const lines = stripAnsi(output).split('\n');
  const start = lines.findIndex((l) => /^\s*\[(error|ERROR)\]|^Error:|^\s*Error \[/.test(l));
  const picked = start >= 0 ? lines.slice(start) : lines.slice(-maxLines);
  const trimmed = picked.slice(0, maxLines);
  while (trimmed.length && !trimmed[trimmed.length - 1].trim()) trimmed.pop();
  return (
    trimmed.join('\n') +
    (picked.length > maxLines ? `\n… (${picked.length - maxLines} more lines)` : '')
  );
}

/**
 * The site's `url` and `baseUrl`: from Docusaurus' generated config (which is the last locale
 * built: a non-default locale's path is taken off), else the config source.
 */
function siteUrls(siteDir) {
  const generated = path.join(siteDir, '.docusaurus', 'docusaurus.config.mjs');
  let source = '';
  if (fs.existsSync(generated)) source = fs.readFileSync(generated, 'utf8');
  else {
    const config = fs
      .readdirSync(siteDir)
      .find((f) => /^docusaurus\.config\.(js|mjs|cjs|ts|mts|cts)$/.test(f));
    if (config) source = fs.readFileSync(path.join(siteDir, config), 'utf8');
  }
  const pick = (key) =>
    new RegExp(`["']?${key}["']?\\s*:\\s*["'\`]([^"'\`]*)["'\`]`).exec(source)?.[1];
  let baseUrl = pick('baseUrl') ?? '/';
  try {
    const i18n = JSON.parse(
      fs.readFileSync(path.join(siteDir, '.docusaurus', 'i18n.json'), 'utf8'),
    );
    const current = i18n.currentLocale;
    if (current && current !== i18n.defaultLocale) {
      const suffix = `${i18n.localeConfigs?.[current]?.path ?? current}/`;
      if (baseUrl.endsWith(suffix)) baseUrl = baseUrl.slice(0, -suffix.length) || '/';
    }
  } catch {
    // one locale, or no generated files
  }
  return { url: pick('url') ?? '', baseUrl };
}

const readVersion = (dir, name) => {
  try {
    return JSON.parse(fs.readFileSync(path.join(dir, 'node_modules', name, 'package.json'), 'utf8'))
      .version;
  } catch {
    return undefined;
  }
};

/** The engine's commit, with `+changes` when the work tree differs from it (others' edits). */
function revision() {
  try {
    const git = (args) =>
      execFileSync('git', args, {
        cwd: root,
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'ignore'],
      });
    const dirty = git(['status', '--porcelain', '--', 'packages', 'plugins', 'theme']).trim();
    return `${git(['rev-parse', '--short', 'HEAD']).trim()}${dirty ? ' +changes' : ''}`;
  } catch {
    return undefined;
  }
}

/** Paths, sizes and modification times of the site's files (installs and outputs left out). */
export function siteFingerprint(dir) {
  const hash = createHash('sha256');
  const walk = (d) => {
    for (const e of fs
      .readdirSync(d, { withFileTypes: true })
      .sort((a, b) => (a.name < b.name ? -1 : 1))) {
      if (['node_modules', '.git', '.docusaurus', '.tessera', 'build'].includes(e.name)) continue;
      const full = path.join(d, e.name);
      if (e.isDirectory()) walk(full);
      else {
        const st = fs.statSync(full, { throwIfNoEntry: false });
        if (st) hash.update(`${path.relative(dir, full)} ${st.size} ${st.mtimeMs}\n`);
      }
    }
  };
  walk(dir);
  return hash.digest('hex');
}

const rm = (...parts) => setAside(path.join(...parts));

/** Builds `runs` times (cold each time); the result of a failed run ends the repetition. */
async function builds(label, runs, { clean, command, args, cwd, log }) {
  const list = [];
  let failed = null;
  await repeat(runs, async (i) => {
    if (failed) return { seconds: 0 };
    clean();
    const run = await measure(command, args, { cwd, env: BUILD_ENV });
    log(
      `${label} cold build ${i + 1}: ${run.code === 0 ? 'ok' : `FAILED (exit ${run.code})`}, ${run.seconds.toFixed(1)} s, CPU ${run.cpu.toFixed(1)} s, ${Math.round(run.peakRss / MB)} MB`,
    );
    if (run.code !== 0) failed = run;
    else list.push(run);
    return run;
  });
  return { list, failed };
}

/** Tessera's `[warn] …` messages (with their indented continuation lines), each once. */
export function warnings(output) {
  const found = [];
  let current = null;
  for (const line of stripAnsi(output).split('\n')) {
    if (/^\[warn\]/.test(line)) {
      current = [line];
      found.push(current);
    } else if (current && /^\s+\S/.test(line) && current.length < 8) current.push(line);
    else current = null;
  }
  return [...new Set(found.map((w) => w.join('\n')))];
}

function figures(list, failed, logFile, { tessera = false } = {}) {
  const r = { ok: !failed, log: logFile };
  const last = failed ?? list.at(-1);
  if (tessera && last) r.warnings = warnings(last.output);
  if (list.length) {
    r.seconds = stat(list, 'seconds');
    r.cpu = stat(list, 'cpu');
    r.peakRss = stat(list, 'peakRss');
  }
  if (failed) {
    r.exitCode = failed.code;
    r.failedAfter = failed.seconds;
    r.peakRssUntilFailure = failed.peakRss;
    r.error = errorExcerpt(failed.output);
  }
  return r;
}

/**
 * Installs, builds and compares. `source` is the site folder; `runs` the --runs option (default
 * 1: real sites take minutes). Tessera failing is a result (its error is in the figures).
 */
export async function compareSite(
  source,
  { runs, log, reinstall = false, reuseDocusaurus = false },
) {
  const src = path.resolve(source);
  if (!fs.existsSync(path.join(src, 'package.json')))
    await fail(
      `--compare-site: ${src} has no package.json (give the folder of the Docusaurus site)`,
    );
  const name = siteName(src);
  const base = path.join(root, '.bench', 'compare', name);
  const siteDir = path.join(base, 'docusaurus');
  const outDocusaurus = path.join(base, 'out-docusaurus');
  const outTessera = path.join(base, 'out-tessera');
  log(`copying ${src} to ${path.relative(root, siteDir)}`);
  copySite(src, siteDir);
  const install = await installSite(siteDir, { log, reinstall });
  if (install.error)
    await fail(
      `--compare-site: ${install.error} in ${siteDir}; its output is above.`,
      install.output,
    );
  const version = readVersion(siteDir, '@docusaurus/core');
  if (!version)
    await fail(`--compare-site: ${src}'s dependencies do not include @docusaurus/core.`);
  const result = {
    site: src,
    name,
    copy: siteDir,
    docusaurusVersion: version,
    react: readVersion(siteDir, 'react'),
    tesseraRevision: revision(),
    install,
  };
  const n = runs ?? 1;

  // Docusaurus, cold: no generated files, no webpack/rspack cache, no previous output. With
  // --reuse-docusaurus, the previous run's build and figures when the site has not changed.
  const fingerprint = `${version} ${siteFingerprint(src)}`;
  const savedFile = path.join(base, 'docusaurus-figures.json');
  let saved = null;
  if (reuseDocusaurus) {
    try {
      saved = JSON.parse(fs.readFileSync(savedFile, 'utf8'));
      if (saved.fingerprint !== fingerprint || !fs.existsSync(outDocusaurus)) saved = null;
    } catch {
      saved = null;
    }
    log(
      saved
        ? `Docusaurus: reusing the build of ${saved.date} (same site, same Docusaurus)`
        : 'Docusaurus: no previous build of this site as it is: building',
    );
  }
  let docusaurusFailed;
  let urls;
  if (saved) {
    result.docusaurus = { ...saved.figures, reused: saved.date };
    urls = saved.urls;
    docusaurusFailed = !saved.figures.ok;
  } else {
    const docusaurusBin = path.join(siteDir, 'node_modules/@docusaurus/core/bin/docusaurus.mjs');
    const d = await builds(`Docusaurus ${version}`, n, {
      clean: () => {
        rm(siteDir, '.docusaurus');
        rm(siteDir, 'node_modules/.cache');
        rm(outDocusaurus);
      },
      command: process.execPath,
      args: [docusaurusBin, 'build', '--out-dir', outDocusaurus],
      cwd: siteDir,
      log,
    });
    urls = siteUrls(siteDir);
    const dLog = path.join(base, 'docusaurus.log');
    fs.writeFileSync(dLog, (d.failed ?? d.list.at(-1))?.output ?? '');
    result.docusaurus = figures(d.list, d.failed, dLog);
    docusaurusFailed = Boolean(d.failed);
    fs.writeFileSync(
      savedFile,
      JSON.stringify({
        fingerprint,
        date: new Date().toISOString(),
        urls,
        figures: result.docusaurus,
      }),
    );
  }
  result.baseUrl = urls.baseUrl;
  result.url = urls.url;

  // Tessera, cold: no .tessera caches, no previous output; Docusaurus' generated files removed.
  const t = await builds('Tessera', n, {
    clean: () => {
      rm(siteDir, '.docusaurus');
      rm(siteDir, 'node_modules/.cache');
      rm(siteDir, '.tessera');
      for (const f of fs.readdirSync(base)) if (f.startsWith('out-tessera')) rm(base, f);
    },
    command: process.execPath,
    args: [tesseraBin, 'build', siteDir, '--out-dir', outTessera],
    cwd: siteDir,
    log,
  });
  const tLog = path.join(base, 'tessera.log');
  fs.writeFileSync(tLog, (t.failed ?? t.list.at(-1))?.output ?? '');
  result.tessera = figures(t.list, t.failed, tLog, { tessera: true });

  log('comparing the pages...');
  const cmp = compareOutputs(
    docusaurusFailed ? '' : outDocusaurus,
    t.failed ? '' : outTessera,
    urls,
  );
  result.docusaurus.pages = cmp.pages.docusaurus;
  result.tessera.pages = cmp.pages.tessera;
  if (!docusaurusFailed && !t.failed) result.fidelity = cmp;
  result.outputs = { docusaurus: outDocusaurus, tessera: outTessera };
  return result;
}

// ---------------------------------------------------------------- report

const LIST_LIMIT = 40;
function printList(title, items, format = (x) => x) {
  if (!items.length) return;
  console.log(`\n${title} (${fmt.int(items.length)})`);
  for (const item of items.slice(0, LIST_LIMIT)) console.log(`  ${format(item)}`);
  if (items.length > LIST_LIMIT)
    console.log(`  … ${fmt.int(items.length - LIST_LIMIT)} more (all in --json)`);
}
const indent = (text, pad = '    ') =>
  text
    .split('\n')
    .map((l) => pad + l)
    .join('\n');

export function printCompareSite(r) {
  const d = r.docusaurus;
  const t = r.tessera;
  console.log(`\nTessera vs Docusaurus on ${r.site}`);
  console.log(
    `  Docusaurus ${r.docusaurusVersion}, React ${r.react ?? '?'}, installed with ${r.install.manager}${r.install.lockfile ? ` (${r.install.lockfile})` : ' (no lockfile used)'}${r.install.reused ? ', install reused' : ''}${r.install.note ? `; ${r.install.note}` : ''}`,
  );
  const natives = r.install.natives ?? [];
  if (natives.length)
    console.log(
      `  native packages: ${natives.map((x) => `${x.name}@${x.version} ${x.ok ? 'ok' : 'BROKEN'}${x.ranScripts?.length ? ` (ran ${x.ranScripts.join(', ')})` : ''}`).join(', ')}`,
    );
  console.log(
    `  copy: ${r.copy}; baseUrl ${r.baseUrl}; Tessera at ${r.tesseraRevision ?? 'unknown revision'}`,
  );
  const rows = [['', 'Docusaurus', 'Tessera', 'Tessera / Docusaurus']];
  const cell = (x, key, f, vf) =>
    x[key] ? f(x[key].median) + values(x[key].values, vf) : x.ok ? '' : 'failed';
  const ratio = (key) => (d[key] && t[key] ? fmt.ratio(t[key].median / d[key].median) : '');
  rows.push(['pages (HTML files)', fmt.int(d.pages ?? 0), fmt.int(t.pages ?? 0), '']);
  rows.push([
    'cold build, wall',
    cell(d, 'seconds', fmt.s, (v) => v.toFixed(1)),
    cell(t, 'seconds', fmt.s, (v) => v.toFixed(1)),
    ratio('seconds'),
  ]);
  rows.push([
    'CPU (user + system, process tree)',
    cell(d, 'cpu', fmt.s, (v) => v.toFixed(1)),
    cell(t, 'cpu', fmt.s, (v) => v.toFixed(1)),
    ratio('cpu'),
  ]);
  rows.push([
    'peak memory (process tree RSS)',
    cell(d, 'peakRss', fmt.mb, (v) => Math.round(v / MB)),
    cell(t, 'peakRss', fmt.mb, (v) => Math.round(v / MB)),
    ratio('peakRss'),
  ]);
  const widths = rows[0].map((_, i) => Math.max(...rows.map((row) => row[i].length)));
  console.log('');
  for (const row of rows)
    console.log(
      '  ' +
        row
          .map((c, i) => c.padEnd(widths[i]))
          .join('   ')
          .trimEnd(),
    );

  if (t.warnings?.length) {
    console.log(`\nTessera's warnings (${t.warnings.length}):`);
    for (const w of t.warnings.slice(0, 15)) console.log(indent(w.slice(0, 600)));
    if (t.warnings.length > 15) console.log(`    … ${t.warnings.length - 15} more in ${t.log}`);
  }

  if (d.reused)
    console.log(`  (Docusaurus: the build of ${d.reused}, reused with --reuse-docusaurus)`);

  for (const [label, x] of [
    ['Docusaurus', d],
    ['Tessera', t],
  ]) {
    if (x.ok) continue;
    console.log(
      `\n${label} FAILED (exit ${x.exitCode}, after ${x.failedAfter.toFixed(1)} s, ${fmt.mb(x.peakRssUntilFailure)}); full output in ${x.log}:`,
    );
    console.log(indent(x.error));
  }

  const f = r.fidelity;
  if (!f) {
    console.log('\nfidelity: not compared (a build failed)');
    return;
  }
  console.log(
    `\nfidelity: ${fmt.int(f.identical)} of ${fmt.int(f.pages.both)} pages both built are identical (${(f.share * 100).toFixed(1)}%)` +
      ` — headings, code blocks and titles, admonitions, tables, tab labels, links`,
  );
  console.log(
    `  content compared (Docusaurus / Tessera): ${Object.entries(f.contentRoots)
      .map(([k, v]) => `${k}: ${v}`)
      .join(', ')}`,
  );
  if (f.kinds.length) {
    console.log('\nkinds of difference (pages with it; first example):');
    for (const k of f.kinds) {
      console.log(`  ${String(k.pages).padStart(5)}  ${k.kind}`);
      console.log(`         e.g. ${k.examples[0].page}: ${k.examples[0].detail}`);
    }
  }
  printList(
    'pages that differ (first difference)',
    f.differing,
    (p) => `${p.page}: ${p.diffs[0].kind}: ${p.diffs[0].detail}`,
  );
  printList('pages only Docusaurus built', f.onlyDocusaurus);
  printList('pages only Tessera built', f.onlyTessera);
}
