// Blog navigation in a real browser: list -> post -> archive, pagination.
import type { Page } from 'playwright-core';
import { serveFixtureForSuite } from '../helpers/browser';

const site = serveFixtureForSuite('blog', 'e2e-blog');
let page: Page;

beforeAll(async () => {
  page = await site.browser.newPage();
});

type Marked = { __TESSERA_HYDRATED__?: boolean; __sameDocument?: boolean };

/** Marks the loaded document: a client-side navigation keeps the mark, a full page load loses it. */
async function openAndMark(path: string): Promise<void> {
  await page.goto(site.server.url + path);
  await page.waitForFunction(() => (window as unknown as Marked).__TESSERA_HYDRATED__ === true);
  await page.evaluate(() => ((window as unknown as Marked).__sameDocument = true));
}

const stillSameDocument = () =>
  page.evaluate(() => (window as unknown as Marked).__sameDocument === true);

test('list -> post -> archive -> post, on the client', async () => {
  await openAndMark('/blog');
  await page.click('text=Post number 23');
  await page.waitForSelector('text=Hidden below the fold');
  expect(new URL(page.url()).pathname).not.toBe('/blog');
  expect(await stillSameDocument()).toBe(true);
  await openAndMark('/blog/archive');
  await page.click('text="Post number 1"');
  await page.waitForSelector('text=Hidden below the fold 1.');
  expect(await stillSameDocument()).toBe(true);
});

test('Older entries goes to page 2 and Newer entries back', async () => {
  await page.goto(site.server.url + '/blog');
  await page.click('text=Older entries');
  await page.waitForURL('**/blog/page/2');
  await page.click('text=Newer entries');
  await page.waitForURL(/\/blog$/);
});
