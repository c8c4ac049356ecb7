// Blog navigation in a real browser: list -> post -> archive, pagination.
import type { Page } from 'playwright-core';
import { serveFixtureForSuite } from '../helpers/browser';

const site = serveFixtureForSuite('blog', 'e2e-blog');
let page: Page;

beforeAll(async () => {
  page = await site.browser.newPage();
});

test('list -> post -> archive -> post, on the client', async () => {
  await page.goto(site.server.url + '/blog');
  await page.waitForFunction(
    () => (window as unknown as { __TESSERA_HYDRATED__?: boolean }).__TESSERA_HYDRATED__ === true,
  );
  await page.evaluate(() => ((window as unknown as { __nav: number }).__nav = 1));
  await page.click('text=Post number 23');
  await page.waitForSelector('text=Hidden below the fold');
  expect(new URL(page.url()).pathname).not.toBe('/blog');
  await page.goto(site.server.url + '/blog/archive');
  await page.waitForSelector('text="Post number 1"');
  await page.click('text="Post number 1"');
  await page.waitForSelector('text=Hidden below the fold 1.');
});

test('Older entries goes to page 2 and Newer entries back', async () => {
  await page.goto(site.server.url + '/blog');
  await page.click('text=Older entries');
  await page.waitForURL('**/blog/page/2');
  await page.click('text=Newer entries');
  await page.waitForURL(/\/blog$/);
});
