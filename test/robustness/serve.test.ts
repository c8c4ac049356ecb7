// The static server under load from a second process on 127.0.0.1 (bounded in time), and the
// built site under a Content-Security-Policy without 'unsafe-eval'.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import autocannon from 'autocannon';
import { chromium } from 'playwright-core';
import { build, copyFixture, serve } from './helpers';

let site: { url: string; stop: () => void };

before(async () => {
  const dir = copyFixture('docs', 'rb-serve');
  assert.equal(build(dir).status, 0);
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
