// A second measure of a doc page's first-load JS that does not depend on what the HTML lists:
// the page is served from the build folder and opened in headless Chromium, and every script it
// requests until the network is idle (prefetches excluded) is counted, gzip -9 of the file on disk.
// Docusaurus lists only its runtime and main bundle in the HTML and loads the route chunks from
// its runtime, so this is the figure that compares both engines on equal terms.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import { chromium } from 'playwright-core';
import { CHROMIUM, CHROMIUM_FLAGS, onCleanup } from './lib.mjs';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.xml': 'application/xml',
  '.woff2': 'font/woff2',
};

/** A static server for a build folder on 127.0.0.1 (path, path/index.html, path.html). */
function serveDir(dir) {
  const server = http.createServer((req, res) => {
    const pathname = decodeURIComponent(new URL(req.url, 'http://localhost').pathname);
    const base = path.join(dir, pathname);
    const file = [base, path.join(base, 'index.html'), `${base}.html`].find(
      (f) => f.startsWith(dir) && fs.existsSync(f) && fs.statSync(f).isFile(),
    );
    res.statusCode = file ? 200 : 404;
    res.setHeader(
      'Content-Type',
      TYPES[path.extname(file ?? '.html')] ?? 'application/octet-stream',
    );
    res.end(file ? fs.readFileSync(file) : 'not found');
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

/** { gzip, raw, scripts } of the JavaScript `urlPath` loads in Chromium when served from `dir`. */
export async function browserFirstLoadJs(dir, urlPath) {
  const server = await serveDir(dir);
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: CHROMIUM_FLAGS,
    handleSIGINT: false,
    handleSIGTERM: false,
    handleSIGHUP: false,
  });
  const removeCleanup = onCleanup(() => browser.close());
  try {
    const page = await browser.newPage();
    const scripts = new Set();
    page.on('request', (request) => {
      const purpose = request.headers()['sec-purpose'] ?? request.headers().purpose ?? '';
      if (request.resourceType() === 'script' && !purpose.includes('prefetch'))
        scripts.add(new URL(request.url()).pathname);
    });
    const errors = [];
    page.on('pageerror', (e) => errors.push(String(e)));
    const response = await page.goto(`http://127.0.0.1:${server.address().port}${urlPath}`, {
      waitUntil: 'networkidle',
      timeout: 60_000,
    });
    if (!response?.ok()) throw new Error(`${urlPath} answered ${response?.status()}`);
    let raw = 0;
    let gzip = 0;
    for (const src of scripts) {
      const body = fs.readFileSync(path.join(dir, src));
      raw += body.length;
      gzip += zlib.gzipSync(body, { level: 9 }).length;
    }
    return { url: urlPath, scripts: scripts.size, raw, gzip, pageErrors: errors };
  } finally {
    await browser.close();
    removeCleanup();
    server.close();
  }
}
