// A doc page's first load in Chromium, on the `first-load` fixture (site.config.ts, so the client
// runs on Preact, the default `clientRuntime`): the JavaScript it loads stays within the budget
// of issue #23, and what the page makes interactive works right away, without console errors:
// tabs (click and keyboard), code copy, the sidebar's categories, the color mode, the search
// modal, a navbar dropdown (a preloadable component: its code loads while the page hydrates) and
// client navigation.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { Page } from 'playwright-core';
import { serveFixtureForSuite } from '../helpers/browser';
import { ROOT } from '../helpers/site';

/** gzip KB a doc page may load before the network is idle (prefetches excluded). */
const BUDGET_KB = 75;
const DOC = '/docs/guides/install';
const site = serveFixtureForSuite('first-load', 'first-load');
const buildDir = path.join(ROOT, 'test/.tmp/first-load/build');

let page: Page;
const problems: string[] = [];
const scripts = new Set<string>();

beforeEach(async () => {
  problems.length = 0;
  scripts.clear();
  page = await site.browser.newPage();
  page.on('console', (m) => {
    if ((m.type() === 'error' || m.type() === 'warning') && !m.location().url.endsWith('.ico'))
      problems.push(`${m.type()}: ${m.text()}`);
  });
  page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
  page.on('request', (request) => {
    const purpose = request.headers()['sec-purpose'] ?? request.headers()['purpose'] ?? '';
    if (request.resourceType() === 'script' && !purpose.includes('prefetch'))
      scripts.add(new URL(request.url()).pathname);
  });
});
afterEach(async () => {
  await page.close();
});

async function open(route: string): Promise<void> {
  await page.goto(site.server.url + route, { waitUntil: 'networkidle' });
  await page.waitForFunction(
    () => (window as unknown as { __TESSERA_HYDRATED__?: boolean }).__TESSERA_HYDRATED__ === true,
  );
}

test(`a doc page loads at most ${BUDGET_KB} KB of JavaScript (gzip), React not among it`, async () => {
  await open(DOC);
  let gzip = 0;
  const sizes: string[] = [];
  for (const src of scripts) {
    const size = zlib.gzipSync(fs.readFileSync(path.join(buildDir, src)), { level: 9 }).length;
    gzip += size;
    sizes.push(`${src}: ${(size / 1024).toFixed(1)} KB`);
  }
  if (gzip / 1024 > BUDGET_KB)
    throw new Error(`${(gzip / 1024).toFixed(1)} KB > ${BUDGET_KB} KB:\n${sizes.join('\n')}`);
  const main = [...scripts].find((s) => /\/main\.[^/]*\.js$/.test(s));
  expect(main).toBeDefined();
  // React DOM's client names this address in its errors: not in a bundle without it.
  expect(fs.readFileSync(path.join(buildDir, main!), 'utf8').includes('react.dev/errors/')).toBe(
    false,
  );
  expect(problems).toEqual([]);
});

test('tabs switch on click and with the arrow keys, and code copies', async () => {
  await open(DOC);
  const tabs = page.locator('.tabs__item');
  expect(await tabs.count()).toBe(2);
  const panels = page.locator('.tabs__panels > [role="tabpanel"]');
  await tabs.nth(1).click();
  expect(await tabs.nth(1).getAttribute('aria-selected')).toBe('true');
  expect(await panels.nth(0).isHidden()).toBe(true);
  expect(await panels.nth(1).textContent()).toContain('yarn add quokka-renderer');
  await page.keyboard.press('ArrowLeft');
  expect(await tabs.nth(0).getAttribute('aria-selected')).toBe('true');
  expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('npm');
  // Each tab points at its panel, and the panel back at it.
  for (const i of [0, 1]) {
    const controls = await tabs.nth(i).getAttribute('aria-controls');
    expect(await panels.nth(i).getAttribute('id')).toBe(controls);
    expect(await panels.nth(i).getAttribute('aria-labelledby')).toBe(
      await tabs.nth(i).getAttribute('id'),
    );
  }

  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  const copy = page.locator('.code-block__copy').first();
  await copy.click();
  await page.waitForSelector('.code-block__copy--copied');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
    'npm install quokka-renderer',
  );
  expect(problems).toEqual([]);
});

test('sidebar categories fold, the color mode toggles and stays, search finds a page', async () => {
  await open(DOC);
  const category = page.locator('.doc-sidebar-item--category', { hasText: 'Reference' }).first();
  expect(await category.getAttribute('class')).toContain('doc-sidebar-item--collapsed');
  await category.locator('.doc-sidebar-item__caret').first().click();
  await page.waitForFunction(() =>
    [...document.querySelectorAll('.doc-sidebar-item--category')].some(
      (el) =>
        el.textContent?.includes('Reference') &&
        !el.classList.contains('doc-sidebar-item--collapsed'),
    ),
  );
  await category.locator('a', { hasText: 'CLI reference' }).waitFor({ state: 'visible' });

  const theme = () => page.evaluate(() => document.documentElement.dataset['theme']);
  expect(await theme()).toBe('light');
  await page.click('.color-mode-toggle__button');
  expect(await theme()).toBe('dark');
  await page.reload();
  expect(await theme()).toBe('dark');
  await page.waitForFunction(
    () => (window as unknown as { __TESSERA_HYDRATED__?: boolean }).__TESSERA_HYDRATED__ === true,
  );

  await page.click('.search-bar__button');
  await page.waitForSelector('.DocSearch-Input');
  await page.fill('.DocSearch-Input', 'concurrency');
  await page.waitForSelector('.DocSearch-Hit');
  expect(await page.locator('.DocSearch-Hit').first().textContent()).toContain(
    'Configuring renders',
  );
  await page.keyboard.press('Enter');
  await page.waitForURL(/\/docs\/guides\/configure/);
  await page.waitForSelector('h1:has-text("Configuring renders")');
  expect(problems).toEqual([]);
});

test('the navbar dropdown, whose code loads while the page hydrates, opens and navigates', async () => {
  await open(DOC);
  const dropdown = page.locator('.navbar .dropdown', { hasText: 'Reference' });
  await dropdown.hover();
  expect(await dropdown.locator('.dropdown__menu').isVisible()).toBe(true);
  await dropdown.locator('a', { hasText: 'CLI' }).click();
  await page.waitForSelector('h1:has-text("CLI reference")');
  expect(problems).toEqual([]);
});

test('a link navigates on the client, and the next page is as interactive', async () => {
  await open('/docs/');
  await page.evaluate(() => ((window as unknown as { __marker: number }).__marker = 1));
  await page.click('article a[href="/docs/guides/install"]');
  await page.waitForSelector('h1:has-text("Installing the toolkit")');
  // The same document: no full reload.
  expect(await page.evaluate(() => (window as unknown as { __marker?: number }).__marker)).toBe(1);
  await page.locator('.tabs__item').nth(1).click();
  expect(await page.locator('.tabs__item').nth(1).getAttribute('aria-selected')).toBe('true');
  await page.click('summary:has-text("Why a frame at a time?")');
  expect(await page.locator('details').first().getAttribute('open')).not.toBeNull();
  expect(problems).toEqual([]);
});
