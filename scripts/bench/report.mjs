// The printed tables. Targets of issue #10 live here (and only here), next to each figure.
import { fmt, values, median, MB, SHORT_RUN_SECONDS } from './lib.mjs';

export const TARGETS = {
  coldSeconds: 25,
  peakRss: 1024 * MB,
  warmEditedSeconds: 8,
  scalePeakRss: 1536 * MB,
  scaleTimeRatio: 5.5, // 5,000 docs vs 1,000 docs
  firstLoadJs: 110 * 1024,
  firstLoadJsSpread: 2 * 1024,
  devStartSeconds: 5,
  devEditSeconds: 1,
};

const mark = (ok) => (ok ? '✓' : '✗');
const target = (text, ok) => `${text} ${mark(ok)}`;

function printTable(title, rows) {
  const widths = rows[0].map((_, i) => Math.max(...rows.map((r) => (r[i] ?? '').length)));
  console.log(`\n${title}`);
  for (const r of rows)
    console.log(
      '  ' +
        r
          .map((cell, i) => (cell ?? '').padEnd(widths[i]))
          .join('   ')
          .trimEnd(),
    );
}

export function printHeader({ machine, corpus, runs, note }) {
  console.log('Tessera benchmark');
  console.log(
    `  machine   ${machine.cores} cores (os.availableParallelism), ${(machine.totalMemory / 1024 / MB).toFixed(1)} GiB RAM, ${machine.cpu}`,
  );
  console.log(
    `            ${machine.os}, Node ${machine.node}, load average ${machine.load.map((l) => l.toFixed(2)).join(' ')}`,
  );
  if (corpus)
    console.log(`  corpus    ${corpus.docs} docs + ${corpus.blog} blog posts (${corpus.path})`);
  console.log(
    `  runs      ${runs ? `${runs} per row` : `a row whose first run takes under ${SHORT_RUN_SECONDS} s is run 3 times`}; medians shown, single runs in [brackets]`,
  );
  for (const line of note) console.log(`  warning   ${line}`);
}

const jsCell = (o) =>
  `${fmt.kb(o.js.max.gzip)}, heaviest of ${fmt.int(o.docPages)} doc pages (median ${fmt.kb(o.js.median.gzip)})`;

export function printMain(r, { docs }) {
  const rows = [['what', 'measured', 'target']];
  if (r.cold) {
    rows.push([
      'cold build (no cache), wall',
      fmt.s(r.cold.seconds.median) + values(r.cold.seconds.values, (v) => v.toFixed(1)),
      target('≤ 25 s', r.cold.seconds.median <= TARGETS.coldSeconds),
    ]);
    rows.push([
      'peak memory of the build (process tree RSS)',
      fmt.mb(r.cold.peakRss.median) + values(r.cold.peakRss.values, (v) => Math.round(v / MB)),
      target('≤ 1 GB', r.cold.peakRss.median <= TARGETS.peakRss),
    ]);
  }
  if (r.warm) {
    rows.push([
      'warm build (cache kept, one doc edited)',
      fmt.s(r.warm.edited.median) + values(r.warm.edited.values, (v) => v.toFixed(1)),
      target('≤ 8 s', r.warm.edited.median <= TARGETS.warmEditedSeconds),
    ]);
    rows.push([
      'warm build (cache kept, nothing changed)',
      fmt.s(r.warm.unchanged.median) + values(r.warm.unchanged.values, (v) => v.toFixed(1)),
      '',
    ]);
  }
  if (r.cold && docs >= 5000) {
    const ok = r.cold.peakRss.median <= TARGETS.scalePeakRss;
    rows.push([
      `${fmt.int(docs)} docs (scale row)`,
      `completed; peak ${fmt.mb(r.cold.peakRss.median)}; time ratio to 1,000 docs: run --scale`,
      target('≤ 1.5 GB', ok),
    ]);
  } else if (r.cold && !r.scale) {
    rows.push([
      '5,000 docs (scale row)',
      'not run here: `yarn bench --scale` (or --docs 5000)',
      '',
    ]);
  }
  if (r.output) {
    rows.push(['HTML files written', fmt.int(r.output.htmlFiles), '']);
    rows.push([
      'doc page first-load JS (gzip, route chunks included)',
      jsCell(r.output),
      target('≤ 110 KB', r.output.js.max.gzip <= TARGETS.firstLoadJs),
    ]);
    rows.push([
      `  heaviest: ${r.output.js.max.url}`,
      `${r.output.js.max.scripts} scripts, ${fmt.kb(r.output.js.max.raw)} raw`,
      '',
    ]);
    const b = r.output.browser;
    if (b)
      rows.push([
        '  same page loaded in Chromium (prefetches excluded)',
        `${fmt.kb(b.gzip)}, ${b.scripts} scripts${b.pageErrors.length ? `; page errors: ${b.pageErrors.join(' | ').slice(0, 200)}` : ''}`,
        '',
      ]);
    if (r.output.main)
      rows.push([
        '  main chunk',
        `${fmt.kb(r.output.main.raw)} raw, ${fmt.kb(r.output.main.gzip)} gzip`,
        '',
      ]);
  }
  if (r.dev) {
    const { shellServed, pageRendered, edit } = r.dev;
    rows.push([
      'dev server: start until a doc page is served (HTML shell)',
      fmt.s(shellServed.median, 2) + values(shellServed.values, (v) => v.toFixed(2)),
      target('≤ 5 s', shellServed.median <= TARGETS.devStartSeconds),
    ]);
    rows.push([
      'dev server: start until that page has rendered (Chromium)',
      fmt.s(pageRendered.median, 2) + values(pageRendered.values, (v) => v.toFixed(2)),
      target('≤ 5 s', pageRendered.median <= TARGETS.devStartSeconds),
    ]);
    const ok = r.dev.allShown && edit.median <= TARGETS.devEditSeconds;
    rows.push([
      'dev server: save an edited doc until the open page shows it',
      (r.dev.allShown ? fmt.s(edit.median, 2) : 'not always shown within 30 s') +
        values(edit.values, (v) => (Number.isFinite(v) ? v.toFixed(2) : 'never')),
      `${target('≤ 1 s', ok)}  ${r.dev.fullReload ? 'full reload ✗' : 'no full reload ✓'}`,
    ]);
  }
  if (rows.length === 1) return;
  printTable('Results', rows);
  if (docs !== 1000)
    console.log(
      `  (the targets are set for the 1,000-doc corpus; this run used ${fmt.int(docs)} docs)`,
    );
}

export function printScale(scale) {
  const rows = [
    ['docs', 'cold build, wall', 'peak RSS', 'HTML files', 'doc page first-load JS (max, gzip)'],
  ];
  for (const p of scale.points) {
    rows.push([
      fmt.int(p.docs),
      fmt.s(p.seconds.median) + values(p.seconds.values, (v) => v.toFixed(1)),
      fmt.mb(p.peakRss.median),
      fmt.int(p.output.htmlFiles),
      fmt.kb(p.output.js.max.gzip),
    ]);
  }
  printTable(`Scale (cold builds, ${scale.blog} blog posts each)`, rows);
  const [, mid, big] =
    scale.points.length >= 3 ? scale.points.slice(-3) : [undefined, ...scale.points.slice(-2)];
  if (mid && big) {
    const ratio = big.seconds.median / mid.seconds.median;
    const docsRatio = big.docs / mid.docs;
    const limit =
      docsRatio === 5 ? TARGETS.scaleTimeRatio : (TARGETS.scaleTimeRatio / 5) * docsRatio;
    console.log(
      `  time ${fmt.int(big.docs)} / ${fmt.int(mid.docs)} docs: ${fmt.ratio(ratio)}   ${target(`≤ ${limit.toFixed(2)}×${docsRatio === 5 ? '' : ' (5.5× scaled to this size ratio)'}`, ratio <= limit)}`,
    );
  }
  console.log(
    `  memory at ${fmt.int(big.docs)} docs: ${fmt.mb(big.peakRss.median)}   ${target('≤ 1.5 GB', big.peakRss.median <= TARGETS.scalePeakRss)}`,
  );
  const js = scale.points.map((p) => p.output.js.max.gzip);
  const spread = Math.max(...js) - Math.min(...js);
  console.log(
    `  first-load JS: ${js.map(fmt.kb).join(' / ')}, spread ${fmt.kb(spread)}   ${target('≤ 110 KB', Math.max(...js) <= TARGETS.firstLoadJs)}, ${target('spread ≤ 2 KB', spread <= TARGETS.firstLoadJsSpread)}`,
  );
}

export function printCompare(tessera, d) {
  const t = { seconds: tessera.cold.seconds, rss: tessera.cold.peakRss, output: tessera.output };
  const dd = {
    seconds: {
      median: median(d.builds.map((b) => b.seconds)),
      values: d.builds.map((b) => b.seconds),
    },
    rss: { median: median(d.builds.map((b) => b.peakRss)), values: d.builds.map((b) => b.peakRss) },
    output: d.output,
  };
  const ratio = (a, b) => fmt.ratio(b / a);
  const rows = [
    ['', 'Tessera', `Docusaurus ${d.version}`, 'Docusaurus ÷ Tessera'],
    [
      'cold build, wall',
      fmt.s(t.seconds.median) + values(t.seconds.values, (v) => v.toFixed(1)),
      fmt.s(dd.seconds.median) + values(dd.seconds.values, (v) => v.toFixed(1)),
      ratio(t.seconds.median, dd.seconds.median),
    ],
    [
      'peak memory (process tree RSS)',
      fmt.mb(t.rss.median),
      fmt.mb(dd.rss.median),
      ratio(t.rss.median, dd.rss.median),
    ],
    ['HTML files', fmt.int(t.output.htmlFiles), fmt.int(dd.output.htmlFiles), ''],
    [
      'doc page JS listed in the HTML (max, gzip)',
      fmt.kb(t.output.js.max.gzip),
      fmt.kb(dd.output.js.max.gzip),
      ratio(t.output.js.max.gzip, dd.output.js.max.gzip),
    ],
    [
      `doc page JS loaded in Chromium (gzip)`,
      fmt.kb(t.output.browser.gzip),
      fmt.kb(dd.output.browser.gzip),
      ratio(t.output.browser.gzip, dd.output.browser.gzip),
    ],
    ['  scripts loaded', String(t.output.browser.scripts), String(dd.output.browser.scripts), ''],
    [
      'main chunk (raw)',
      t.output.main ? fmt.kb(t.output.main.raw) : '-',
      dd.output.main ? fmt.kb(dd.output.main.raw) : '-',
      t.output.main && dd.output.main ? ratio(t.output.main.raw, dd.output.main.raw) : '',
    ],
  ];
  printTable(
    `Tessera vs Docusaurus ${d.version} (classic preset, webpack ${d.webpack ?? '?'}), same corpus, cold builds`,
    rows,
  );
  console.log(
    `  (JS of ${t.output.browser.url}; Docusaurus' HTML lists only its runtime and main bundle, its route chunks are loaded by its runtime: the Chromium row counts them)`,
  );
}

export function printLighthouse(lh) {
  console.log(
    `\nLighthouse ${lh.version} (mobile defaults) on this repository's site, served by \`tessera serve\``,
  );
  for (const page of lh.pages) {
    console.log(`  ${page.label}: ${page.url}`);
    for (const [category, score] of Object.entries(page.scores)) {
      const goal = { performance: 95, accessibility: 100, 'best-practices': 100, seo: 100 }[
        category
      ];
      const runs =
        category === 'performance' && page.performanceRuns.length > 1
          ? `  [${page.performanceRuns.join(', ')}]`
          : '';
      console.log(
        `    ${category.padEnd(15)} ${String(score).padStart(3)}${runs.padEnd(16)} target ≥ ${goal} ${mark(score >= goal)}`,
      );
    }
    for (const [category, audits] of Object.entries(page.failing)) {
      console.log(`    ${category} below target, audits that cost points:`);
      if (audits.length === 0) console.log('      (none listed by Lighthouse)');
      for (const a of audits) {
        console.log(
          `      ${a.id}: ${a.title}${a.displayValue ? ` (${a.displayValue})` : ''}${a.score !== null ? `, score ${a.score}` : ''}${a.weight ? `, weight ${a.weight}` : ''}`,
        );
        for (const item of a.items) console.log(`          ${item}`);
        if (a.more) console.log(`          ... and ${a.more} more`);
      }
    }
    for (const w of page.warnings) console.log(`    lighthouse warning: ${w}`);
    if (page.report) console.log(`    report: ${page.report}`);
  }
}
