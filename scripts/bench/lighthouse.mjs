// `--lighthouse`: builds this repository's own site, serves it with `tessera serve` and runs
// Lighthouse (mobile defaults) on the home page and the longest doc page.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  root,
  tesseraBin,
  CHROMIUM,
  CHROMIUM_FLAGS,
  measure,
  spawnTracked,
  stopChild,
  onCleanup,
  fail,
  freePort,
  waitForHttp,
  repeat,
  median,
  walkFiles,
} from './lib.mjs';
import { TARGETS } from './report.mjs';

export const LIGHTHOUSE_VERSION = '12.8.2'; // 13.x needs Node >= 22.19; 12.8 runs on Node 18.16+
const CATEGORIES = Object.keys(TARGETS.lighthouse);

/** The lighthouse package, installed once into .bench/tools/ and reused by later runs. */
export async function installLighthouse(log) {
  const dir = path.join(root, '.bench/tools', `lighthouse-${LIGHTHOUSE_VERSION}`);
  const cli = path.join(dir, 'node_modules/lighthouse/cli/index.js');
  if (fs.existsSync(cli)) return cli;
  log(
    `installing lighthouse@${LIGHTHOUSE_VERSION} into ${path.relative(root, dir)} (npm registry, once)...`,
  );
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(
    path.join(dir, 'package.json'),
    JSON.stringify({ name: 'bench-lighthouse', private: true }, null, 2),
  );
  const install = await measure(
    'npm',
    [
      'install',
      '--prefix',
      dir,
      '--no-audit',
      '--no-fund',
      '--loglevel=error',
      `lighthouse@${LIGHTHOUSE_VERSION}`,
    ],
    { cwd: dir },
  );
  if (install.code !== 0 || !fs.existsSync(cli)) {
    fs.rmSync(dir, { recursive: true, force: true });
    await fail(`npm install of lighthouse failed (exit ${install.code}).`, install.output);
  }
  return cli;
}

export async function lighthouseRows({ runs, keep, log }) {
  const cli = await installLighthouse(log);
  log(
    `warning: this builds the repository's own site into ${path.relative(process.cwd(), path.join(root, 'build')) || 'build'}/ (replacing what is there)`,
  );
  const build = await measure(process.execPath, [tesseraBin, 'build', '.'], { cwd: root });
  if (build.code !== 0)
    await fail(
      `\`tessera build .\` failed (exit ${build.code}); its output is above.`,
      build.output,
    );
  log(`site built in ${build.seconds.toFixed(1)} s`);

  const out = path.join(root, 'build');
  const docsHtml = walkFiles(path.join(out, 'docs'), (f) => f.endsWith('.html'));
  const longest = docsHtml.reduce((a, b) => (fs.statSync(b).size > fs.statSync(a).size ? b : a));
  const docUrl =
    '/' +
    path
      .relative(out, longest)
      .replace(/(^|\/)index\.html$/, '')
      .replace(/\.html$/, '');

  const port = await freePort();
  const server = spawnTracked(
    process.execPath,
    [tesseraBin, 'serve', '.', '--port', String(port), '--host', '127.0.0.1'],
    { cwd: root },
  );
  try {
    const base = `http://127.0.0.1:${port}`;
    await waitForHttp(`${base}/`, { child: server, timeoutMs: 30_000 }).catch((e) =>
      fail(`tessera serve: ${e.message}`, server.output),
    );
    const targets = [
      ['home page', '/'],
      [`longest doc page (${(fs.statSync(longest).size / 1024).toFixed(0)} KB of HTML)`, docUrl],
    ];
    return {
      version: LIGHTHOUSE_VERSION,
      buildSeconds: build.seconds,
      ...(await auditPages(cli, base, targets, { runs, keep, log })),
    };
  } finally {
    await stopChild(server);
  }
}

/** Lighthouse runs on each [label, path] of `targets`; the run with the median performance score stands for the page. */
export async function auditPages(cli, base, targets, { runs, keep, log }) {
  const reports = fs.mkdtempSync(path.join(os.tmpdir(), 'tessera-bench-lighthouse-'));
  const removeReports = keep
    ? () => undefined
    : onCleanup(async () => fs.rmSync(reports, { recursive: true, force: true }));
  try {
    const pages = [];
    for (const [label, url] of targets) {
      const results = await repeat(runs, async (i) => {
        const file = path.join(reports, `${pages.length}-${i}.json`);
        const run = await measure(
          process.execPath,
          [
            cli,
            base + url,
            '--output=json',
            `--output-path=${file}`,
            '--quiet',
            `--only-categories=${CATEGORIES.join(',')}`,
            `--chrome-flags=${CHROMIUM_FLAGS.join(' ')}`,
          ],
          { cwd: reports, env: { ...process.env, CHROME_PATH: CHROMIUM } },
        );
        if (run.code !== 0 || !fs.existsSync(file))
          await fail(`lighthouse ${base + url} failed (exit ${run.code}).`, run.output);
        const lhr = JSON.parse(fs.readFileSync(file, 'utf8'));
        if (lhr.runtimeError)
          await fail(`lighthouse ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
        const scores = Object.fromEntries(
          CATEGORIES.map((c) => [c, Math.round((lhr.categories[c]?.score ?? 0) * 100)]),
        );
        log(
          `lighthouse ${url} run ${i + 1}: ${CATEGORIES.map((c) => `${c} ${scores[c]}`).join(', ')} (${run.seconds.toFixed(0)} s)`,
        );
        return { seconds: run.seconds, scores, lhr, file };
      });
      const perf = median(results.map((r) => r.scores.performance));
      const chosen = [...results].sort(
        (a, b) => Math.abs(a.scores.performance - perf) - Math.abs(b.scores.performance - perf),
      )[0];
      pages.push({
        label,
        url,
        scores: chosen.scores,
        performanceRuns: results.map((r) => r.scores.performance),
        failing: failingAudits(chosen.lhr),
        warnings: chosen.lhr.runWarnings ?? [],
        report: keep ? chosen.file : undefined,
      });
    }
    return { pages, reports: keep ? reports : undefined };
  } finally {
    if (!keep) {
      fs.rmSync(reports, { recursive: true, force: true });
      removeReports();
    }
  }
}

/**
 * For each category under its target: the audits that cost points. Performance: metrics that
 * score under 0.9 and opportunities/diagnostics flagged by Lighthouse (score < 0.9); the other
 * categories: every scored audit that did not pass.
 */
export function failingAudits(lhr) {
  const failing = {};
  for (const category of CATEGORIES) {
    const cat = lhr.categories[category];
    if (!cat || Math.round(cat.score * 100) >= TARGETS.lighthouse[category]) continue;
    const list = [];
    for (const ref of cat.auditRefs) {
      const audit = lhr.audits[ref.id];
      if (!audit || ref.group === 'hidden') continue;
      if (['notApplicable', 'manual', 'informative'].includes(audit.scoreDisplayMode)) continue;
      const threshold = category === 'performance' ? 0.9 : 1;
      if (audit.scoreDisplayMode !== 'error' && (audit.score === null || audit.score >= threshold))
        continue;
      list.push({
        id: audit.id,
        title: audit.title,
        score: audit.score,
        weight: ref.weight,
        displayValue:
          audit.displayValue ??
          (audit.scoreDisplayMode === 'error' ? `error: ${audit.errorMessage}` : undefined),
        items: (audit.details?.items ?? []).slice(0, 3).map(describeItem).filter(Boolean),
        more: Math.max(0, (audit.details?.items?.length ?? 0) - 3),
      });
    }
    list.sort((a, b) => b.weight - a.weight || a.score - b.score);
    failing[category] = list;
  }
  return failing;
}

function describeItem(item) {
  if (item.type === 'table' && item.items?.length) return describeItem(item.items[0]);
  const node = item.node ?? item.subItems?.items?.[0]?.relatedNode;
  if (node) {
    const explanation = (node.explanation ?? '')
      .replace(/^Fix (any|all) of the following:/, '')
      .replace(/\s+/g, ' ')
      .trim();
    const why = explanation ? `: ${explanation.slice(0, 260)}` : '';
    return `${node.selector ?? ''} ${node.snippet ?? ''}${why}`.trim();
  }
  const savings = [
    item.wastedMs && `${Math.round(item.wastedMs)} ms`,
    item.wastedBytes && `${(item.wastedBytes / 1024).toFixed(1)} KiB`,
  ]
    .filter(Boolean)
    .join(', ');
  const url = item.url ?? item.sourceLocation?.url ?? item.source?.url;
  if (typeof url === 'string')
    return `${url}${savings ? ` (${savings})` : ''}${item.description ? `: ${String(item.description).slice(0, 120)}` : ''}`;
  if (item.groupLabel && item.duration)
    return `${item.groupLabel}: ${Math.round(item.duration)} ms`;
  if (item.description) return String(item.description).slice(0, 160);
  return undefined;
}
