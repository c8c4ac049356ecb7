// Blog navigation in a real browser: list -> post -> archive, pagination.
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { buildFixture, startServer, ROOT, type RunningServer, copyFixture } from '../helpers/site';
import { launchBrowser } from '../helpers/browser';

// A private copy: other test files build the same fixture in parallel.
const SITE = copyFixture('blog', 'e2e-blog');
let server: RunningServer;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  buildFixture(SITE);
  server = await startServer('serve', SITE);
  browser = await launchBrowser();
  page = await browser.newPage();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

test('list -> post -> archive -> post, on the client', async () => {
  await page.goto(server.url + '/blog');
  await page.waitForFunction(() => (window as unknown as { __TESSERA_ROUTES__?: { installed?: boolean } }).__TESSERA_ROUTES__?.installed === true);
  await page.evaluate(() => ((window as unknown as { __nav: number }).__nav = 1));
  await page.click('text=Post number 23');
  await page.waitForSelector('text=Hidden below the fold');
  expect(new URL(page.url()).pathname).not.toBe('/blog');
  await page.goto(server.url + '/blog/archive');
  await page.waitForSelector('text="Post number 1"');
  await page.click('text="Post number 1"');
  await page.waitForSelector('text=Hidden below the fold 1.');
});

test('Older entries goes to page 2 and Newer entries back', async () => {
  await page.goto(server.url + '/blog');
  await page.click('text=Older entries');
  await page.waitForURL('**/blog/page/2');
  await page.click('text=Newer entries');
  await page.waitForURL(/\/blog$/);
});
