// The dev server's first paint: while webpack's first compile runs, a page is answered rendered
// on the server with its styles inline, so it shows before main.js exists; the client then
// takes the page over (its own render, the first paint's styles removed) and runs it.
import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page, Route } from 'playwright-core';
import { copyFixture, startServer, writeFile, type RunningServer } from '../helpers/site';
import { launchBrowser } from '../helpers/browser';

const FIRST_PAINT_STYLE = 'style[data-tessera-first-paint]';

let server: RunningServer;
let browser: Browser;
let page: Page;
/** main.js, held until the test lets it through. */
const heldScripts: Route[] = [];

/** The home page, with a CSS module (a Docusaurus site's `styles.module.css`). */
const HOME_PAGE = `import Layout from '@theme/Layout';
import Link from '@docusaurus/Link';
import styles from '@site/src/home.module.css';

export default function Home() {
  return (
    <Layout title="Home">
      <main className={styles.banner}>
        <h1>Docs fixture</h1>
        <Link to="/docs/">Read the docs</Link>
      </main>
    </Layout>
  );
}
`;

/** A file of the site's static folder (a logo the first paint shows). */
const STATIC_SVG = '<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8"/>\n';

/** main.js's lazily compiled parts (the dropdown below), held while the test says so. */
const heldLazyParts: Route[] = [];
let holdLazyParts = false;

/** A navbar dropdown: its component is compiled on first use (webpack's lazy compilation). */
const DROPDOWN_ITEM =
  "{ type: 'dropdown', label: 'More', position: 'left', items: [{ label: 'API overview', to: '/docs/api/overview' }] },";

beforeAll(async () => {
  const dir = copyFixture('docs', 'dev-first-paint');
  writeFile(dir, 'content/pages/index.tsx', HOME_PAGE);
  const configFile = path.join(dir, 'site.config.ts');
  const config = fs.readFileSync(configFile, 'utf8');
  const items = '      items: [\n';
  if (!config.includes(items)) throw new Error('the fixture navbar has no items list');
  fs.writeFileSync(configFile, config.replace(items, `${items}        ${DROPDOWN_ITEM}\n`));
  writeFile(dir, 'static/img/mark.svg', STATIC_SVG);
  writeFile(dir, 'src/home.module.css', '.banner { border-top: 7px solid rgb(1, 2, 3); }\n');
  browser = await launchBrowser();
  page = await browser.newPage();
  await page.route('**/assets/js/main.js', (route) => void heldScripts.push(route));
  await page.route(/lazy-compilation-using-/, (route) =>
    holdLazyParts ? void heldLazyParts.push(route) : route.continue(),
  );
  // The browser's is the first request: a fresh copy has no webpack cache, so the first compile
  // takes seconds, and it waits for that first page request.
  server = await startServer('start', dir, async (url) => {
    const response = await page.goto(url + '/', { waitUntil: 'commit' });
    return { status: response!.status(), html: await response!.text() };
  });
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** The navbar dropdown's menu: hidden until the dropdown is opened. */
const menuVisibility = () =>
  page.evaluate(() => getComputedStyle(document.querySelector('.dropdown__menu')!).visibility);

const bannerBorder = () =>
  page.evaluate(
    () => getComputedStyle(document.querySelector('main > h1')!.parentElement!).borderTopWidth,
  );

test('the page asked for as the server starts is answered rendered, with its styles', () => {
  expect(server.firstPage).toContain('<h1>Docs fixture</h1>');
  expect(server.firstPage).toMatch(/<style data-tessera-first-paint>[^<]*\{/);
  expect(server.firstPage).toContain('>Home | Docs Fixture</title>');
  expect(server.firstPage).toContain('/assets/js/main.js');
});

test("the static folder is served while the first compile runs (webpack's middleware would hold it)", async () => {
  const response = await fetch(server.url + '/img/mark.svg');
  expect(response.status).toBe(200);
  expect(await response.text()).toBe(STATIC_SVG);
  expect(server.output()).not.toContain('webpack compiled');
});

test('that page shows styled before main.js runs, and the client then takes it over', async () => {
  await page.waitForSelector('h1:has-text("Docs fixture")', { timeout: 30000 });
  // The theme's stylesheet applies (without it the body would have the browser's serif font),
  // and so does the page's CSS module.
  const font = await page.evaluate(() => getComputedStyle(document.body).fontFamily);
  expect(font).not.toMatch(/^"?Times/);
  expect(await bannerBorder()).toBe('7px');
  expect(await page.locator(FIRST_PAINT_STYLE).count()).toBe(1);
  expect(await page.evaluate(() => '__TESSERA_STARTED__' in window)).toBe(false);

  // The client's tree waits for the dropdown's code: the first paint stays, styled, until the
  // tree replaces it (its styles removed at once, the dropdown's menu showed open meanwhile).
  holdLazyParts = true;
  for (const route of heldScripts.splice(0)) await route.continue();
  await page.unroute('**/assets/js/main.js');
  await page.waitForFunction(() => '__TESSERA_STARTED__' in window, null, { timeout: 60000 });
  const deadline = Date.now() + 60000;
  while (heldLazyParts.length === 0 && Date.now() < deadline)
    await new Promise((resolve) => setTimeout(resolve, 50));
  expect(heldLazyParts.length).toBeGreaterThan(0);
  await new Promise((resolve) => setTimeout(resolve, 500));
  expect(await page.locator(FIRST_PAINT_STYLE).count()).toBe(1);
  expect(await menuVisibility()).toBe('hidden');
  expect(await bannerBorder()).toBe('7px');
  holdLazyParts = false;
  for (const route of heldLazyParts.splice(0)) await route.continue();
  await page.waitForFunction(
    (selector) => '__TESSERA_STARTED__' in window && !document.querySelector(selector),
    FIRST_PAINT_STYLE,
    { timeout: 60000 },
  );
  expect(await page.textContent('h1')).toBe('Docs fixture');
  expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).toBe(font);
  expect(await bannerBorder()).toBe('7px');
  // The client runs the page: a link navigates in place.
  await page.evaluate(() => ((window as unknown as { __marker: number }).__marker = 1));
  await page.click('main a[href="/docs/"]');
  await page.waitForSelector('h1:has-text("Introduction")', { timeout: 30000 });
  expect(await page.evaluate(() => (window as unknown as { __marker?: number }).__marker)).toBe(1);
});

test('once the first compile is done, pages get the plain shell', async () => {
  const deadline = Date.now() + 60000;
  while (!server.output().includes('webpack compiled') && Date.now() < deadline)
    await new Promise((resolve) => setTimeout(resolve, 100));
  const html = await (
    await fetch(server.url + '/docs/', { headers: { accept: 'text/html' } })
  ).text();
  expect(html).toContain('<div id="__tessera"></div>');
  expect(html).not.toContain('data-tessera-first-paint');
});
