// The docs UI in a real browser: sidebar collapse, TOC highlight, tabs sync, copy button,
// and the mobile secondary menu.
import type { BrowserContext, Page } from 'playwright-core';
import { serveFixtureForSuite } from '../helpers/browser';

const site = serveFixtureForSuite('docs', 'e2e-docs');
let context: BrowserContext;
let page: Page;

beforeEach(async () => {
  context = await site.browser.newContext({ viewport: { width: 1280, height: 800 } });
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  page = await context.newPage();
});
afterEach(async () => {
  await context.close();
});

const hydrated = (p: Page) =>
  p.waitForFunction(
    () => (window as unknown as { __TESSERA_HYDRATED__?: boolean }).__TESSERA_HYDRATED__ === true,
  );

test('the active doc is highlighted and its categories expanded; categories collapse and expand', async () => {
  await page.goto(site.server.url + '/docs/guides/advanced/deep');
  await hydrated(page);
  const active = page.locator('.doc-sidebar-item__link--active');
  expect(await active.textContent()).toContain('Deep dive');
  const toggle = page.locator('.doc-sidebar-item__toggle[aria-label$="\'Guides\'"]').first();
  expect(await toggle.getAttribute('aria-expanded')).toBe('true');
  const handle = await toggle.elementHandle();
  await toggle.click();
  await page.waitForFunction((el) => el!.getAttribute('aria-expanded') === 'false', handle);
  await toggle.click();
  await page.waitForFunction((el) => el!.getAttribute('aria-expanded') === 'true', handle);
});

test('tabs with the same groupId switch together and the choice survives a reload', async () => {
  await page.goto(site.server.url + '/docs/');
  await hydrated(page);
  await page.locator('[role="tab"]', { hasText: 'yarn' }).first().click();
  expect(await page.locator('[role="tabpanel"]:visible').first().textContent()).toContain(
    'yarn add thing',
  );
  await page.reload();
  await hydrated(page);
  await page.waitForFunction(
    () => document.querySelector('[role="tab"][aria-selected="true"]')?.textContent === 'yarn',
  );
  await page.locator('[role="tab"]', { hasText: 'npm' }).first().focus();
  await page.keyboard.press('ArrowRight');
  expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('yarn');
});

test('the copy button copies the code', async () => {
  await page.goto(site.server.url + '/docs/');
  await hydrated(page);
  const block = page.locator('.code-block', { hasText: 'src/App.tsx' }).first();
  await block.hover();
  await block.locator('[aria-label="Copy code to clipboard"]').click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
    "import {thing} from 'thing';\nthing();",
  );
});

test('the table of contents highlights the heading in view', async () => {
  await page.setViewportSize({ width: 1280, height: 400 });
  await page.goto(site.server.url + '/docs/');
  await hydrated(page);
  await page.evaluate(() => document.getElementById('usage')!.scrollIntoView());
  await page.waitForFunction(
    () => document.querySelector('.toc [aria-current="location"]')?.textContent === 'Usage',
  );
});

test('mobile: the menu shows the docs sidebar with a back to main menu button', async () => {
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
  });
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto(site.server.url + '/docs/guides/first-guide');
  await hydrated(page);
  await page.click('[aria-label="Toggle navigation bar"]');
  await page.waitForSelector('text=← Back to main menu');
  expect(await page.locator('.navbar-sidebar').textContent()).toContain('Second (label)');
  await page.click('text=← Back to main menu');
  await page.waitForSelector('.navbar-sidebar >> text=API');
  await page.click('[aria-label="Close navigation bar"]');
  // This site's navbar has doc items only: the chunks of the other item types are never loaded.
  expect(scripts.filter((src) => src.includes('/navbar-item-'))).toEqual([]);
});

test('a collapsed category left out of the page loads its items when opened', async () => {
  await page.goto(site.server.url + '/docs/guides/advanced/deep');
  await hydrated(page);
  expect(await page.locator('.doc-sidebar-item__link', { hasText: 'Configuration' }).count()).toBe(
    0,
  );
  await page
    .locator('.doc-sidebar-item__link--button', { hasText: 'Reference (shorthand)' })
    .click();
  await page.waitForSelector('.doc-sidebar-item__link >> text=Configuration');
});
