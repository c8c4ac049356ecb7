// The dev server in a real browser: routes compiled when first opened, hot updates without a
// full reload, errors in the overlay, recovery once the file is fixed, and new files becoming
// routes without a restart.
import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page, Route } from 'playwright-core';
import { copyFixture, startServer, writeFile, type RunningServer } from '../helpers/site';
import { launchBrowser } from '../helpers/browser';

let dir: string;
let server: RunningServer;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  dir = copyFixture('basic', 'dev-server');
  server = await startServer('start', dir);
  browser = await launchBrowser();
  page = await browser.newPage();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const setMarker = () =>
  page.evaluate(() => ((window as unknown as { __devMarker: number }).__devMarker = 7));
const marker = () =>
  page.evaluate(() => (window as unknown as { __devMarker?: number }).__devMarker);

/** Waits until webpack-dev-server's error overlay is on the page (`true`) or gone (`false`). */
const overlayShown = (shown: boolean) =>
  page.waitForFunction(
    (want) => !!document.querySelector('#webpack-dev-server-client-overlay') === want,
    shown,
    { timeout: 30000 },
  );

const compiles = () => server.output().split('webpack compiled').length - 1;

/** Waits until the terminal has printed nothing new for `quietMs` (the content reload is done). */
async function outputSettled(quietMs = 1500, limitMs = 15000): Promise<void> {
  const deadline = Date.now() + limitMs;
  let last = server.output().length;
  let quietSince = Date.now();
  while (Date.now() - quietSince < quietMs && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    if (server.output().length !== last) [last, quietSince] = [server.output().length, Date.now()];
  }
}

test('the home page is the site, not a listing of static/', async () => {
  await page.goto(server.url + '/');
  await page.waitForSelector('text=Fixture home', { timeout: 60000 });
});

test('React and the router come from the prebundled vendor script, not from main.js', async () => {
  const main = await (await fetch(server.url + '/assets/js/main.js')).text();
  expect(main).not.toContain('react-dom-client.development');
  const vendor = await (await fetch(server.url + '/__tessera/vendor.js')).text();
  expect(vendor).toContain('react-dom-client.development');
});

test('the page asked for as the server starts is in its first compile, not in a second one', async () => {
  // startServer's first request (a browser tab reloading as the server comes back) opened '/'.
  await outputSettled();
  expect(compiles()).toBe(1);
});

test('a link to a page nobody has opened yet compiles it and shows it in place', async () => {
  // Only opened routes are compiled: the click asks the server for /about, whose new route
  // table arrives as a hot update.
  await page.goto(server.url + '/');
  await page.waitForSelector('text=Fixture home', { timeout: 60000 });
  await setMarker();
  await page.click('a[href="/about"]');
  await page.waitForSelector('text=About this fixture', { timeout: 30000 });
  expect(new URL(page.url()).pathname).toBe('/about');
  expect(await marker()).toBe(7);
});

test('serves a page rendered on the client', async () => {
  await page.goto(server.url + '/markdown');
  await page.waitForSelector('text=Intro paragraph', { timeout: 60000 });
  await page.waitForFunction(() => document.title === 'A Markdown page | Fixture Site', null, {
    timeout: 5000,
  });
});

test('an edited MDX page updates in place, without a full reload', async () => {
  await setMarker();
  const file = path.join(dir, 'content/pages/markdown.mdx');
  fs.writeFileSync(
    file,
    fs.readFileSync(file, 'utf8').replace('Intro paragraph', 'Edited intro paragraph'),
  );
  await page.waitForSelector('text=Edited intro paragraph', { timeout: 30000 });
  expect(await marker()).toBe(7);
});

test('an edit of a healthy site compiles once: the content reload after it does not compile again', async () => {
  await page.waitForSelector('text=Edited intro paragraph', { timeout: 30000 });
  await outputSettled();
  const before = compiles();
  const file = path.join(dir, 'content/pages/markdown.mdx');
  fs.writeFileSync(
    file,
    fs
      .readFileSync(file, 'utf8')
      .replace('Edited intro paragraph', 'Edited intro paragraph, twice'),
  );
  await page.waitForSelector('text=Edited intro paragraph, twice', { timeout: 30000 });
  await outputSettled();
  expect(compiles() - before).toBe(1);
});

/** webpack's hot updates wait (a failed one would make its client reload the whole page). */
async function holdHotUpdates(): Promise<() => Promise<void>> {
  const held: Route[] = [];
  await page.route('**/*.hot-update.*', (route) => void held.push(route));
  return async () => {
    await Promise.all(held.map((route) => route.continue()));
    await page.unroute('**/*.hot-update.*');
  };
}

test("an edited MDX page shows its new content before webpack's hot update arrives", async () => {
  await page.waitForSelector('text=Edited intro paragraph, twice', { timeout: 30000 });
  await outputSettled();
  await setMarker();
  const release = await holdHotUpdates();
  try {
    const file = path.join(dir, 'content/pages/markdown.mdx');
    fs.appendFileSync(file, '\nA paragraph patched in before the hot update.\n');
    await page.waitForSelector('text=A paragraph patched in before the hot update.', {
      timeout: 30000,
    });
    expect(await marker()).toBe(7);
  } finally {
    await release();
  }
  await outputSettled();
});

test('an edit that adds an import is shown by the hot update: its patch would lack the import', async () => {
  const release = await holdHotUpdates();
  const text = 'A paragraph that came with an import.';
  try {
    const before = compiles();
    const file = path.join(dir, 'content/pages/markdown.mdx');
    fs.appendFileSync(file, `\nimport About from './about.tsx';\n\n${text}\n`);
    // webpack compiles an edit once its patch is out: by then a patch would have been shown.
    while (compiles() === before) await new Promise((resolve) => setTimeout(resolve, 100));
    await outputSettled();
    expect(await page.isVisible(`text=${text}`)).toBe(false);
  } finally {
    await release();
  }
  await page.waitForSelector(`text=${text}`, { timeout: 30000 });
  expect(await marker()).toBe(7);
  await outputSettled();
});

test('an edited React page updates with Fast Refresh', async () => {
  await page.goto(server.url + '/about');
  await page.waitForSelector('text=About this fixture', { timeout: 60000 });
  await setMarker();
  await page.evaluate(
    () => ((document.querySelector('h1') as unknown as { __kept?: number }).__kept = 1),
  );
  const file = path.join(dir, 'content/pages/about.tsx');
  fs.writeFileSync(
    file,
    fs.readFileSync(file, 'utf8').replace('About this fixture', 'About, refreshed'),
  );
  await page.waitForSelector('text=About, refreshed', { timeout: 30000 });
  expect(await marker()).toBe(7);
  // Refreshed in place: the page's elements are the same ones, not a remount's new ones.
  expect(
    await page.evaluate(
      () => (document.querySelector('h1') as unknown as { __kept?: number }).__kept,
    ),
  ).toBe(1);
});

test('a broken MDX file shows in the overlay, and the page recovers when it is fixed', async () => {
  await page.goto(server.url + '/markdown');
  await page.waitForSelector('text=Edited intro paragraph', { timeout: 60000 });
  const file = path.join(dir, 'content/pages/markdown.mdx');
  const good = fs.readFileSync(file, 'utf8');
  fs.writeFileSync(file, good + '\n<div>\n');
  await overlayShown(true);
  const overlayText = await page
    .frameLocator('#webpack-dev-server-client-overlay')
    .locator('body')
    .textContent();
  expect(overlayText).toContain('markdown.mdx');
  // The terminal's report travels through the server's stdout pipe, the overlay's through its
  // websocket: either may arrive first, so the terminal gets a few seconds to catch up.
  const deadline = Date.now() + 10000;
  while (!server.output().includes('markdown.mdx') && Date.now() < deadline)
    await new Promise((resolve) => setTimeout(resolve, 100));
  expect(server.output()).toContain('markdown.mdx');
  fs.writeFileSync(file, good.replace('Edited intro paragraph', 'Fixed intro paragraph'));
  await page.waitForSelector('text=Fixed intro paragraph', { timeout: 30000 });
  await overlayShown(false);
});

test('bad front matter shows in the overlay and the server keeps running', async () => {
  const file = path.join(dir, 'content/pages/markdown.mdx');
  const good = fs.readFileSync(file, 'utf8');
  fs.writeFileSync(file, good.replace('title: A Markdown page', 'title: [broken'));
  await overlayShown(true);
  fs.writeFileSync(file, good);
  await overlayShown(false);
  const res = await fetch(server.url + '/about', { headers: { accept: 'text/html' } });
  expect(res.status).toBe(200);
});

test('saves made while the front matter is broken and a compile runs: that compile still finishes', async () => {
  const file = path.join(dir, 'content/pages/markdown.mdx');
  const good = fs.readFileSync(file, 'utf8');
  const broken = (title: string) => good.replace('title: A Markdown page', `title: [${title}`);
  fs.writeFileSync(file, broken('broken'));
  await overlayShown(true);
  await outputSettled();
  const before = compiles();
  // The second save lands while the compile of the first waits for the site's reload.
  fs.writeFileSync(file, broken('still broken'));
  await new Promise((resolve) => setTimeout(resolve, 60));
  fs.writeFileSync(file, broken('broken again'));
  const deadline = Date.now() + 30000;
  while (compiles() === before && Date.now() < deadline)
    await new Promise((resolve) => setTimeout(resolve, 100));
  expect(compiles()).toBeGreaterThan(before);
  await overlayShown(true);
  fs.writeFileSync(file, good);
  await overlayShown(false);
  await outputSettled();
});

test('a new file under content/ becomes a route without a restart', async () => {
  writeFile(dir, 'content/pages/brand-new.md', '# Brand new page\n\nHello from a new file.\n');
  const deadline = Date.now() + 30000;
  let found = false;
  while (Date.now() < deadline && !found) {
    await page.goto(server.url + '/brand-new');
    found = await page.waitForSelector('text=Hello from a new file', { timeout: 3000 }).then(
      () => true,
      () => false,
    );
  }
  expect(found).toBe(true);
});
