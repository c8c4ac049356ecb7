#!/usr/bin/env node
// `yarn bench`: builds the shared benchmark corpus (1000 docs + 100 posts by default) with the
// engine and prints wall time, peak memory of the whole process tree, HTML files written and
// the gzip size of all JavaScript a doc page loads before it is interactive.
//   node scripts/bench.mjs [--docs 1000] [--blog 100] [--warm] [--keep]
import { spawn, execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = Object.fromEntries(process.argv.slice(2).map((a, i, all) => (a.startsWith('--') ? [a.slice(2), all[i + 1]?.startsWith('--') || all[i + 1] === undefined ? true : all[i + 1]] : null)).filter(Boolean));
const docs = Number(args.docs ?? 1000);
const blog = Number(args.blog ?? 100);
const generator = path.resolve(root, '../shared/bench/make-corpus.mjs');
if (!fs.existsSync(generator)) {
  console.error(`The corpus generator is missing: ${generator}`);
  process.exit(1);
}

// Inside the repo (git-ignored) so the corpus site resolves the engine's packages.
const site = path.join(root, '.bench', `corpus-${docs}-${blog}`);
if (!args.warm) fs.rmSync(site, { recursive: true, force: true });
if (!fs.existsSync(path.join(site, 'content'))) {
  execFileSync(process.execPath, [generator, '--out', path.join(site, 'content'), '--docs', String(docs), '--blog', String(blog)], { stdio: 'inherit' });
}
fs.writeFileSync(
  path.join(site, 'site.config.ts'),
  `export default {
  title: 'Bench corpus',
  url: 'https://bench.example',
  baseUrl: '/',
  onBrokenLinks: 'warn',
  onBrokenMarkdownLinks: 'warn',
  themes: ['@tessera/theme-classic'],
  plugins: [
    ['@tessera/plugin-docs', { path: 'content/docs', routeBasePath: 'docs' }],
    ['@tessera/plugin-blog', { path: 'content/blog', routeBasePath: 'blog', postsPerPage: 10 }],
    '@tessera/plugin-search',
  ],
};
`,
);

function treeRss(pid) {
  // Sum the resident memory of the build process and all its children (esbuild, workers are threads).
  let total = 0;
  const queue = [pid];
  while (queue.length) {
    const p = queue.pop();
    try {
      const status = fs.readFileSync(`/proc/${p}/status`, 'utf8');
      total += Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) * 1024;
      const children = fs.readFileSync(`/proc/${p}/task/${p}/children`, 'utf8').trim();
      if (children) queue.push(...children.split(/\s+/).map(Number));
    } catch {
      // process ended between reads
    }
  }
  return total;
}

const started = performance.now();
const child = spawn(process.execPath, [path.join(root, 'packages/core/bin/tessera.mjs'), 'build', site], { stdio: ['ignore', 'pipe', 'pipe'] });
let output = '';
child.stdout.on('data', (d) => (output += d));
child.stderr.on('data', (d) => (output += d));
let peak = 0;
const timer = setInterval(() => (peak = Math.max(peak, treeRss(child.pid))), 100);
const code = await new Promise((resolve) => child.on('close', resolve));
clearInterval(timer);
const seconds = (performance.now() - started) / 1000;
if (code !== 0) {
  console.error(output);
  process.exit(1);
}

const out = path.join(site, 'build');
let htmlFiles = 0;
const walk = (dir) => {
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    if (e.isDirectory()) walk(path.join(dir, e.name));
    else if (e.name.endsWith('.html')) htmlFiles++;
  }
};
walk(out);

function firstLoadJs(htmlFile) {
  const html = fs.readFileSync(htmlFile, 'utf8');
  const scripts = [...html.matchAll(/<script src="([^"]+)"/g)].map((m) => m[1]);
  let gzip = 0;
  let raw = 0;
  for (const src of scripts) {
    const body = fs.readFileSync(path.join(out, src));
    raw += body.length;
    gzip += zlib.gzipSync(body, { level: 9 }).length;
  }
  return { scripts: scripts.length, raw, gzip };
}
const docDir = fs.readdirSync(path.join(out, 'docs'), { withFileTypes: true }).find((e) => e.isDirectory() && e.name !== 'tags' && e.name !== 'category');
const docPage = fs.readdirSync(path.join(out, 'docs', docDir.name)).find((f) => !f.includes('.'));
const js = firstLoadJs(path.join(out, 'docs', docDir.name, docPage, 'index.html'));
const mainFile = fs.readdirSync(path.join(out, 'assets/js')).find((f) => f.startsWith('main.'));

const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
console.log(`corpus                 ${docs} docs + ${blog} posts (${args.warm ? 'warm: cache kept' : 'cold: no cache'})`);
console.log(`wall time              ${seconds.toFixed(1)} s`);
console.log(`peak RSS (tree)        ${(peak / 1024 / 1024).toFixed(0)} MB`);
console.log(`HTML files             ${htmlFiles}`);
console.log(`doc page first-load JS ${kb(js.gzip)} gzip (${kb(js.raw)} raw, ${js.scripts} scripts) — /docs/${docDir.name}/${docPage}`);
console.log(`main chunk             ${kb(fs.statSync(path.join(out, 'assets/js', mainFile)).size)} raw`);
if (!args.keep && !args.warm) console.log(`(corpus kept in ${path.relative(process.cwd(), site)} for --warm runs)`);
