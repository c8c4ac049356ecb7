// The site shell in a real browser: skip link, color mode, announcement bar, dropdowns,
// hide-on-scroll, external links, mobile menu.
import type { BrowserContext, Page } from 'playwright-core';
import { serveFixtureForSuite } from '../helpers/browser';

const site = serveFixtureForSuite('theme', 'e2e-shell');
let context: BrowserContext;
let page: Page;

beforeEach(async () => {
  context = await site.browser.newContext({ viewport: { width: 1280, height: 800 } });
  page = await context.newPage();
});
afterEach(async () => {
  await context.close();
});

const ready = (p: Page) =>
  p.waitForFunction(
    () => !(document.querySelector('.navbar [aria-live]') as HTMLButtonElement | null)?.disabled,
  );

test("'Skip to main content' is first in tab order and moves focus to the main content", async () => {
  await page.goto(site.server.url + '/about');
  await ready(page);
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(
    'Skip to main content',
  );
  await page.keyboard.press('Enter');
  expect(await page.evaluate(() => document.activeElement?.id)).toBe('__main');
});

test('color mode: system -> light -> dark -> system, remembered across reloads, no flash', async () => {
  await page.goto(site.server.url + '/');
  await ready(page);
  const toggle = page.locator('.navbar [aria-live]').first();
  const theme = () => page.evaluate(() => document.documentElement.dataset.theme);
  expect(await toggle.getAttribute('aria-label')).toMatch(/system mode/);
  await toggle.click();
  expect(await toggle.getAttribute('aria-label')).toMatch(/light mode/);
  expect(await theme()).toBe('light');
  await toggle.click();
  expect(await toggle.getAttribute('aria-label')).toMatch(/dark mode/);
  expect(await theme()).toBe('dark');
  // Before any script of the page runs, the stored choice is already applied.
  await page.route('**/assets/js/**', (r) => r.abort());
  await page.reload();
  expect(await theme()).toBe('dark');
  await page.unroute('**/assets/js/**');
  await page.reload();
  await ready(page);
  await page.locator('.navbar [aria-live]').first().click();
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBeNull();
});

test('the system preference is respected when no choice is stored', async () => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto(site.server.url + '/');
  expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
});

test('a dismissed announcement bar stays dismissed after a reload, without a flash', async () => {
  await page.goto(site.server.url + '/');
  await ready(page);
  const bar = page.locator('.announcement-bar');
  expect(await bar.isVisible()).toBe(true);
  await page.click('.announcement-bar__close');
  expect(await bar.isVisible()).toBe(false);
  await page.route('**/assets/js/**', (r) => r.abort());
  await page.reload();
  expect(await page.locator('.announcement-bar').isVisible()).toBe(false);
});

test('desktop dropdown: opens on hover and Enter, closes on an outside click', async () => {
  await page.goto(site.server.url + '/');
  await ready(page);
  const dropdown = page.locator('.navbar .dropdown', { hasText: 'Products' });
  await dropdown.hover();
  expect(await dropdown.locator('.dropdown__menu').isVisible()).toBe(true);
  await page.mouse.move(640, 500);
  await dropdown.locator('.dropdown__toggle').focus();
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => !!document.querySelector('.dropdown--show'));
  // The opened menu is next in tab order.
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Player');
  await page.mouse.click(640, 600);
  await page.waitForFunction(() => !document.querySelector('.dropdown--show'));
});

test('external navbar links open in a new tab with noopener and an icon', async () => {
  await page.goto(site.server.url + '/');
  const link = page.locator('.navbar a', { hasText: 'GitHub' }).first();
  expect(await link.getAttribute('target')).toBe('_blank');
  expect(await link.getAttribute('rel')).toBe('noopener noreferrer');
  expect(await link.locator('svg').count()).toBe(1);
});

test('the navbar hides when scrolling down and comes back when scrolling up', async () => {
  await page.goto(site.server.url + '/long');
  await ready(page);
  const navbarTop = () =>
    page.evaluate(() => document.querySelector('.navbar')!.getBoundingClientRect().bottom);
  await page.mouse.wheel(0, 600);
  await page.waitForTimeout(400);
  expect(await navbarTop()).toBeLessThanOrEqual(1);
  await page.mouse.wheel(0, -200);
  await page.waitForTimeout(400);
  expect(await navbarTop()).toBeGreaterThan(10);
});

test('mobile: the menu opens, locks body scroll, and closes on navigation', async () => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto(site.server.url + '/');
  await ready(page);
  await page.click('[aria-label="Toggle navigation bar"]');
  await page.waitForSelector('.navbar-sidebar', { state: 'visible' });
  expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');
  await page.locator('.navbar-sidebar a', { hasText: 'About' }).first().click();
  await page.waitForURL('**/about');
  await page.waitForFunction(() => getComputedStyle(document.body).overflow !== 'hidden');
  expect(await page.locator('.navbar-sidebar').isVisible()).toBe(false);
});

test('mobile: on a 375 px screen the menu opens with the navbar item types, which load only when configured', async () => {
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
  });
  const loaded = (type: string) => scripts.some((src) => src.includes(`/navbar-item-${type}.`));
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto(site.server.url + '/about');
  await ready(page);
  // Each configured type comes in its own chunk; types this site does not use are not downloaded.
  expect(['dropdown', 'html', 'locale-dropdown'].filter(loaded)).toEqual([
    'dropdown',
    'html',
    'locale-dropdown',
  ]);
  expect(['docs-version', 'docs-version-dropdown'].filter(loaded)).toEqual([]);
  await page.click('[aria-label="Toggle navigation bar"]');
  const menu = page.locator('.navbar-sidebar');
  await menu.waitFor({ state: 'visible' });
  const text = await menu.textContent();
  for (const item of ['About', 'Products', 'Resources', 'v4.0', 'English', 'GitHub'])
    expect(text).toContain(item);
  // A dropdown is a collapsible group in the menu.
  await menu.locator('.menu__link--sublist', { hasText: 'Products' }).click();
  await menu.locator('a', { hasText: 'Lambda' }).waitFor({ state: 'visible' });
  await page.click('[aria-label="Close navigation bar"]');
  await menu.waitFor({ state: 'detached' });
});
