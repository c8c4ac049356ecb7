// Background prefetch in a real browser: nothing before the page has hydrated, at most
// `prefetch.viewportLimit` (8 by default) routes fetched ahead for the links in view per page
// view, the others on hover, focus or touch, and nothing at all with Save-Data or on 2g.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import path from 'node:path';
import { buildFixture, copyFixture, writeFile } from '../helpers/site';
import { launchBrowser } from '../helpers/browser';
import { startStaticHost, type StaticHost } from '../helpers/staticHost';

const LINKS = 20;
const pad = (i: number) => String(i).padStart(2, '0');

let browser: Browser;
let server: StaticHost;

beforeAll(async () => {
  // The docs fixture and a page whose 20 links to 20 Markdown pages are all in view.
  const dir = copyFixture('docs', 'e2e-prefetch');
  const items: string[] = [];
  for (let i = 1; i <= LINKS; i++) {
    writeFile(dir, `content/pages/p/${pad(i)}.md`, `# Page ${i}\n\nText of page ${i}.\n`);
    items.push(`<li><Link to="/p/${pad(i)}">Page ${i}</Link></li>`);
  }
  writeFile(
    dir,
    'content/pages/links.tsx',
    `import Layout from '@theme/Layout';
import Link from '@docusaurus/Link';

export default function Links() {
  return (
    <Layout title="Links">
      <h1>Many links</h1>
      <ul style={{ columns: 4 }}>${items.join('')}</ul>
    </Layout>
  );
}
`,
  );
  buildFixture(dir);
  server = await startStaticHost(path.join(dir, 'build'));
  browser = await launchBrowser();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** Records when the runtime marks the page hydrated, on the page's clock. */
const HYDRATION_PROBE = `{
  let value;
  Object.defineProperty(window, '__TESSERA_HYDRATED__', {
    configurable: true,
    get: () => value,
    set: (v) => { value = v; window.__hydratedAt = performance.now(); },
  });
}`;

/** Makes navigator.connection report the given network, as a phone with these settings would. */
const connection = (c: { saveData: boolean; effectiveType: string }) => `{
  const c = ${JSON.stringify(c)};
  Object.defineProperty(Navigator.prototype, 'connection', {
    configurable: true,
    get: () => ({ ...c, addEventListener() {}, removeEventListener() {} }),
  });
}`;

let context: BrowserContext;
let page: Page;
/** Route manifests the page asked for, in order. */
let manifests: string[];

async function openPage(init?: string): Promise<void> {
  context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  page = await context.newPage();
  await page.addInitScript(HYDRATION_PROBE);
  if (init) await page.addInitScript(init);
  manifests = [];
  page.on('request', (r) => {
    const { pathname } = new URL(r.url());
    if (pathname.startsWith('/__routes/')) manifests.push(pathname);
  });
}

afterEach(async () => {
  await context?.close();
});

const hydrated = (p: Page) =>
  p.waitForFunction(
    () => (window as unknown as { __TESSERA_HYDRATED__?: boolean }).__TESSERA_HYDRATED__ === true,
  );

/** Resources fetched for other routes (manifests, and the files they name) and when they started. */
const aheadOfTime = (p: Page) =>
  p.evaluate(() => {
    const own = new Set(
      [...document.querySelectorAll('script[src], link[rel="stylesheet"]')]
        .filter((el) => !el.matches('link[rel="prefetch"]'))
        .map((el) => (el as HTMLScriptElement).src || (el as HTMLLinkElement).href),
    );
    const prefetched = new Set(
      [...document.querySelectorAll('link[rel="prefetch"]')].map(
        (l) => (l as HTMLLinkElement).href,
      ),
    );
    return {
      hydratedAt: (window as unknown as { __hydratedAt?: number }).__hydratedAt ?? null,
      entries: performance
        .getEntriesByType('resource')
        .filter(
          (e) => e.name.includes('/__routes/') || (prefetched.has(e.name) && !own.has(e.name)),
        )
        .map((e) => ({ name: new URL(e.name).pathname, start: e.startTime })),
    };
  });

test('on load, links in view prefetch at most 8 routes, and only after hydration', async () => {
  await openPage();
  await page.goto(server.url + '/links/');
  await hydrated(page);
  await page.waitForFunction(() =>
    performance.getEntriesByType('resource').some((e) => e.name.includes('/__routes/')),
  );
  // Time for more to come, were there no limit.
  await page.waitForTimeout(2000);
  const { hydratedAt, entries } = await aheadOfTime(page);
  expect(hydratedAt).not.toBeNull();
  const routes = new Set(manifests);
  expect(routes.size).toBeGreaterThan(0);
  expect(routes.size).toBeLessThanOrEqual(8);
  // The prefetched files of those routes were fetched too, all of it after hydration.
  expect(entries.some((e) => e.name.startsWith('/assets/'))).toBe(true);
  for (const entry of entries) expect(entry.start).toBeGreaterThanOrEqual(hydratedAt!);
});

test('a link past the limit loads its route on hover, and on keyboard focus', async () => {
  await openPage();
  await page.goto(server.url + '/links/');
  await hydrated(page);
  await page.waitForTimeout(1500);
  const notYet = Array.from({ length: LINKS }, (_, i) => `/p/${pad(i + 1)}`).filter(
    (p) => !manifests.includes(`/__routes${p}.json`),
  );
  expect(notYet.length).toBeGreaterThanOrEqual(2);
  const [hovered, focused] = notYet as [string, string];
  await page.hover(`a[href="${hovered}"]`);
  await page.waitForFunction(
    (p) => performance.getEntriesByType('resource').some((e) => e.name.endsWith(p)),
    `/__routes${hovered}.json`,
  );
  await page.focus(`a[href="${focused}"]`);
  await page.waitForFunction(
    (p) => performance.getEntriesByType('resource').some((e) => e.name.endsWith(p)),
    `/__routes${focused}.json`,
  );
});

test('each page view has its own limit', async () => {
  await openPage();
  await page.goto(server.url + '/links/');
  await hydrated(page);
  await page.waitForTimeout(1500);
  const first = new Set(manifests).size;
  expect(first).toBeLessThanOrEqual(8);
  // A client navigation to a page whose links are mostly fetched already (the navbar's and the
  // footer's), then back: the list page's next 8 links.
  await page.click('a[href="/p/01"]');
  await page.waitForSelector('h1:text("Page 1")');
  await page.goBack();
  await page.waitForSelector('h1:text("Many links")');
  await page.waitForTimeout(1500);
  const total = new Set(manifests).size;
  expect(total).toBeGreaterThan(first);
  expect(total).toBeLessThanOrEqual(first + 16);
});

test.each([
  ['Save-Data on', { saveData: true, effectiveType: '4g' }],
  ['a 2g connection', { saveData: false, effectiveType: '2g' }],
  ['a slow-2g connection', { saveData: false, effectiveType: 'slow-2g' }],
])('with %s nothing is fetched ahead, not even on hover', async (_name, network) => {
  await openPage(connection(network));
  await page.goto(server.url + '/links/');
  await hydrated(page);
  await page.hover('a[href="/p/20"]');
  await page.waitForTimeout(1500);
  expect(manifests).toEqual([]);
  expect((await aheadOfTime(page)).entries).toEqual([]);
  // Links still work: a click loads the page.
  await page.click('a[href="/p/20"]');
  await page.waitForSelector('h1:text("Page 20")');
});
