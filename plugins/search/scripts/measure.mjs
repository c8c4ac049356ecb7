#!/usr/bin/env node
// Measures the local search on a built site (default: the benchmark corpus that
// `node scripts/bench.mjs` leaves in .bench/corpus-1000-100): index size, what the first search
// downloads (gzip), and the time from keystroke to rendered results in headless Chromium.
//   node plugins/search/scripts/measure.mjs [siteDir] [--query "render video"]
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const args = process.argv.slice(2);
const queryArg = args.indexOf('--query');
const queries =
  queryArg >= 0 ? [args[queryArg + 1]] : ['render', 'render video', 'webhook layer timeline'];
const site = path.resolve(
  args.find((a, i) => !a.startsWith('--') && args[i - 1] !== '--query') ??
    path.join(root, '.bench/corpus-1000-100'),
);
const out = path.join(site, 'build');
const gz = (file) => zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length;
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;

// Index size on disk.
let files = 0;
let raw = 0;
let gzip = 0;
const walk = (dir) => {
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    const abs = path.join(dir, e.name);
    if (e.isDirectory()) walk(abs);
    else if (e.name.endsWith('.json')) {
      files++;
      raw += fs.statSync(abs).size;
      gzip += gz(abs);
    }
  }
};
walk(path.join(out, 'search'));
const manifest = JSON.parse(fs.readFileSync(path.join(out, 'search/manifest.json'), 'utf8'));
console.log(
  `index                  ${manifest.pageCount} pages, ${manifest.documentCount} records, ${manifest.shards.length} term shards, ${manifest.blockCount} display blocks`,
);
console.log(`index size             ${files} files, ${kb(raw)} raw, ${kb(gzip)} gzip`);
console.log(
  `  manifest + base      ${kb(gz(path.join(out, 'search/manifest.json')) + gz(path.join(out, 'search', manifest.dir, 'base.json')))} gzip (fetched when the modal opens)`,
);

const port = await new Promise((resolve) => {
  const s = net.createServer().listen(0, '127.0.0.1', () => {
    const p = s.address().port;
    s.close(() => resolve(p));
  });
});
const server = spawn(
  process.execPath,
  [path.join(root, 'packages/core/bin/tessera.mjs'), 'serve', site, '--port', String(port)],
  { stdio: 'ignore', detached: true },
);
const url = `http://127.0.0.1:${port}`;
for (let i = 0; i < 100; i++) {
  try {
    await fetch(url);
    break;
  } catch {
    await new Promise((r) => setTimeout(r, 100));
  }
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu'],
});
try {
  for (const query of queries) {
    const page = await browser.newPage();
    const fetched = new Set();
    page.on('request', (r) => {
      if (new URL(r.url()).pathname.startsWith('/search/')) fetched.add(new URL(r.url()).pathname);
    });
    await page.goto(url + '/docs/');
    await page.waitForFunction(() => window.__TESSERA_MODULES__?.installed === true);
    await page.hover('.search-bar__button');
    await page.click('.search-bar__button');
    await page.waitForSelector('.DocSearch-Input');
    // Time from each keystroke (input event) to the last change of the results it caused.
    await page.evaluate(() => {
      const w = window;
      w.__lat = [];
      let last = 0;
      let started = 0;
      const input = document.querySelector('.DocSearch-Input');
      input.addEventListener('input', () => {
        if (started) w.__lat.push(last - started);
        started = performance.now();
        last = started;
      });
      new MutationObserver(() => (last = performance.now())).observe(
        document.querySelector('.DocSearch-Modal'),
        { subtree: true, childList: true, characterData: true },
      );
      w.__flush = () => started && w.__lat.push(last - started);
    });
    for (const ch of query) {
      await page.keyboard.type(ch);
      await page.waitForTimeout(250);
    }
    await page.waitForSelector('.DocSearch-Hit');
    await page.waitForTimeout(300);
    const typed = (await page.evaluate(() => (window.__flush(), window.__lat))).map((n) =>
      Math.round(n),
    );
    // Warm: the same query again once everything is loaded.
    const warm = [];
    for (let i = 0; i < 5; i++) {
      await page.fill('.DocSearch-Input', '');
      await page.waitForTimeout(100);
      const t = await page.evaluate(async (q) => {
        const input = document.querySelector('.DocSearch-Input');
        const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set;
        const started = performance.now();
        const done = new Promise((resolve) => {
          const o = new MutationObserver(() => {
            if (document.querySelector('.DocSearch-Hit')) {
              o.disconnect();
              resolve(performance.now() - started);
            }
          });
          o.observe(document.querySelector('.DocSearch-Modal'), { subtree: true, childList: true });
        });
        setter.call(input, q);
        input.dispatchEvent(new Event('input', { bubbles: true }));
        return done;
      }, query);
      warm.push(Math.round(t));
    }
    const bytes = [...fetched].reduce((n, p) => n + gz(path.join(out, p)), 0);
    console.log(`query "${query}" typed at 250 ms/key`);
    console.log(
      `  downloaded           ${fetched.size} index files, ${kb(bytes)} gzip (manifest, base, term shards, display blocks)`,
    );
    console.log(
      `  keystroke -> results ${typed.join(', ')} ms per keystroke (cold shards included)`,
    );
    console.log(`  warm repeat          ${warm.join(', ')} ms`);
    await page.close();
  }
} finally {
  await browser.close();
  process.kill(-server.pid, 'SIGTERM');
}
