// The static server under load from a second process on 127.0.0.1 (bounded in time), byte ranges
// and dotfiles, and the built site under a Content-Security-Policy without 'unsafe-eval'.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import { chromium } from 'playwright-core';
import { build, copyFixture, serve, write } from './helpers';

let site: { url: string; stop: () => void };
let out: string;

before(async () => {
  const dir = copyFixture('docs', 'rb-serve');
  assert.equal(build(dir).status, 0);
  out = path.join(dir, 'build');
  site = await serve(dir);
});
after(() => site?.stop());

test('serve answers a 5-second load of 20 connections without errors', async () => {
  const result = await autocannon({
    url: site.url,
    connections: 20,
    duration: 5,
    requests: [
      { path: '/docs/' },
      { path: '/docs/guides/first-guide' },
      { path: '/__routes/docs.json' },
      { path: '/missing-page' },
    ],
  });
  console.log(
    `serve load: ${Math.round(result.requests.average)} req/s average, latency p99 ${result.latency.p99} ms, ${result.requests.total} requests, ${result.errors} errors, ${result.timeouts} timeouts`,
  );
  assert.equal(result.errors, 0);
  assert.equal(result.timeouts, 0);
  assert.ok(result.requests.total > 100);
});

test('serve answers byte ranges exactly, 416 for bad ones, uncompressed, and stays up (round 2, #5)', async () => {
  const whole = fs.readFileSync(path.join(out, 'index.html'));
  const size = whole.length;
  // fetch asks for gzip: a ranged answer must come back uncompressed.
  const get = (range: string) => fetch(`${site.url}/index.html`, { headers: { range } });
  const expectPart = async (range: string, start: number, end: number) => {
    const res = await get(range);
    assert.equal(res.status, 206, range);
    assert.equal(res.headers.get('content-range'), `bytes ${start}-${end}/${size}`, range);
    assert.equal(res.headers.get('content-encoding'), null, `${range}: compressed`);
    assert.deepEqual(Buffer.from(await res.arrayBuffer()), whole.subarray(start, end + 1), range);
  };
  const expectStatus = async (range: string, status: number) => {
    const res = await get(range);
    assert.equal(res.status, status, range);
    if (status === 416) assert.equal(res.headers.get('content-range'), `bytes */${size}`, range);
    if (status === 200)
      assert.equal(Buffer.compare(Buffer.from(await res.arrayBuffer()), whole), 0);
    else await res.arrayBuffer();
  };
  // This one used to end the process (RangeError [ERR_OUT_OF_RANGE]).
  await expectStatus('bytes=100-5', 416);
  await expectPart('bytes=0-0', 0, 0);
  await expectPart('bytes=0-9', 0, 9);
  await expectPart('bytes=-5', size - 5, size - 1);
  await expectPart(`bytes=${size - 10}-`, size - 10, size - 1);
  await expectPart(`bytes=10-${size + 1000}`, 10, size - 1);
  await expectStatus('bytes=abc-def', 416);
  await expectStatus(`bytes=${size}-`, 416);
  // Ignored, as RFC 9110 allows: several ranges, another unit.
  await expectStatus('bytes=0-1,5-6', 200);
  await expectStatus('items=0-5', 200);
  assert.equal((await fetch(`${site.url}/`)).status, 200, 'serve stopped answering');
});

test('serve refuses dotfiles with 404, except under .well-known/ (round 2, #5)', async () => {
  write(out, '.secret', 'secret\n');
  write(out, 'docs/.env', 'TOKEN=1\n');
  write(out, '.git/config', '[core]\n');
  write(out, '.well-known/security.txt', 'Contact: mailto:security@docs-fixture.example\n');
  for (const p of [
    '/.secret',
    '/%2esecret',
    '/docs/.env',
    '/.git/config',
    '/.well-known/../.secret',
  ]) {
    const res = await fetch(site.url + p);
    assert.equal(res.status, 404, p);
    assert.doesNotMatch(await res.text(), /secret|TOKEN|\[core\]/, p);
  }
  const wellKnown = await fetch(`${site.url}/.well-known/security.txt`);
  assert.equal(wellKnown.status, 200);
  assert.equal(await wellKnown.text(), 'Contact: mailto:security@docs-fixture.example\n');
});

test('paths ending in .html or index.html are the page without the suffix (spec)', async () => {
  for (const p of [
    '/docs/guides/first-guide.html',
    '/docs/guides/first-guide/index.html',
    '/index.html',
  ]) {
    const res = await fetch(site.url + p);
    assert.equal(res.status, 200, p);
  }
  const page = await (await fetch(`${site.url}/docs/guides/first-guide.html`)).text();
  const direct = await (await fetch(`${site.url}/docs/guides/first-guide`)).text();
  assert.equal(page, direct);
  assert.equal((await fetch(`${site.url}/docs/nope.html`)).status, 404);
});

test("the site hydrates and navigates under a CSP without 'unsafe-eval'", async () => {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  try {
    const page = await browser.newPage();
    await page.route('**/*', async (route) => {
      // Prefetches may still be in flight when the page closes: ignore those.
      try {
        const response = await route.fetch();
        const headers = {
          ...response.headers(),
          'content-security-policy':
            "default-src 'self'; script-src 'self' 'unsafe-inline'; style-src 'self' 'unsafe-inline'; img-src 'self' data:",
        };
        await route.fulfill({ response, headers });
      } catch {
        // the request context was disposed
      }
    });
    const violations: string[] = [];
    page.on('console', (m) => {
      if (/Content Security Policy|unsafe-eval/i.test(m.text())) violations.push(m.text());
    });
    await page.goto(site.url + '/docs/');
    await page.waitForFunction(
      () => (window as unknown as { __TESSERA_HYDRATED__?: boolean }).__TESSERA_HYDRATED__ === true,
    );
    await page
      .click('.doc-sidebar-item__link >> text=API (ref)')
      .catch(() => page.goto(site.url + '/docs/api/overview'));
    await page.waitForSelector('text=The API.');
    assert.deepEqual(violations, []);
    await page.unrouteAll({ behavior: 'ignoreErrors' });
  } finally {
    await browser.close();
  }
});
