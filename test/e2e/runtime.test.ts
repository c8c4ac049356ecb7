// The client runtime in a real browser, against the built `basic` fixture.
import type { Browser, Page } from 'playwright-core';
import { buildFixture, startServer, type RunningServer, copyFixture } from '../helpers/site';
import { expectBaseUrlBanner, launchBrowser } from '../helpers/browser';
import { SCRIPT_LIST_ID } from '../../packages/core/src/client/scriptsAfterPaint';

// A private copy: other test files build the same fixture in parallel.
const SITE = copyFixture('basic', 'e2e-runtime');
let server: RunningServer;
let browser: Browser;
let page: Page;
const consoleErrors: string[] = [];

beforeAll(async () => {
  buildFixture(SITE);
  server = await startServer('serve', SITE);
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

beforeEach(async () => {
  page = await browser.newPage();
  consoleErrors.length = 0;
  page.on('console', (msg) => {
    // The browser's own /favicon.ico request is not the site's concern.
    if (msg.type() === 'error' && !msg.location().url.endsWith('/favicon.ico'))
      consoleErrors.push(msg.text());
  });
});

afterEach(async () => {
  await page.close();
});

/** Holds back the requests matching `url` until the returned function is called. */
async function holdRequests(p: Page, url: string): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((r) => (release = r));
  await p.route(url, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/** The head manager applies a page's title in the frame after the page commits. */
const titleShown = (p: Page, title: string) =>
  p.waitForFunction((t) => document.title === t, title, { timeout: 5000 });

async function hydrated(p: Page): Promise<void> {
  // Links become router links once React has hydrated; wait for the runtime to settle.
  await p.waitForFunction(
    () => (window as unknown as { __TESSERA_HYDRATED__?: boolean }).__TESSERA_HYDRATED__ === true,
  );
}

/** The scripts a static page loads after its first paint (the loader's list, in order). */
function pageScripts(html: string): string[] {
  const list = new RegExp(
    `<script type="application/json" id="${SCRIPT_LIST_ID}">([^<]*)</script>`,
  ).exec(html);
  return list ? (JSON.parse(list[1]!) as string[]) : [];
}

test('a page paints before its scripts are requested; then each of them loads and the page hydrates', async () => {
  const response = await page.goto(server.url + '/');
  const html = await response!.text();
  const listed = pageScripts(html);
  expect(listed.length).toBeGreaterThan(1);
  // No script tag the browser could fetch while it parses the page.
  expect(html).not.toMatch(/<script[^>]+\ssrc=/);
  await hydrated(page);
  const timing = await page.evaluate(() => {
    const scripts = performance
      .getEntriesByType('resource')
      .filter((e) => new URL(e.name).pathname.startsWith('/assets/js/'));
    return {
      paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Infinity,
      firstRequest: Math.min(...scripts.map((e) => e.startTime)),
      requested: scripts.map((e) => new URL(e.name).pathname),
    };
  });
  expect(timing.paint).toBeLessThan(Infinity);
  expect(timing.firstRequest).toBeGreaterThanOrEqual(timing.paint);
  expect(timing.requested).toEqual(expect.arrayContaining(listed));
  expect(consoleErrors).toEqual([]);
});

test('server-rendered HTML has the page content, title, description and canonical URL', async () => {
  const res = await fetch(server.url + '/markdown');
  const html = await res.text();
  expect(res.status).toBe(200);
  expect(html).toContain('<title data-rh="true">A Markdown page | Fixture Site</title>');
  expect(html).toContain('name="description" content="Written in MDX"');
  expect(html).toContain('rel="canonical" href="https://fixture.example/markdown"');
  expect(html).toContain('id="second-section"');
});

test('hydrates without errors and navigates on the client, keeping the old page until the new one is ready', async () => {
  // Hold the next route's manifest back (prefetch included) so the transition is observable.
  const release = await holdRequests(page, '**/__routes/about.json');
  await page.goto(server.url + '/');
  await hydrated(page);
  await page.evaluate(() => ((window as unknown as { __marker: number }).__marker = 42));
  await page.click('text=About');
  await page.waitForTimeout(400);
  expect(await page.textContent('h1')).toBe('Fixture home');
  // Past 200 ms the progress bar is showing.
  expect(await page.locator('#nprogress').count()).toBe(1);
  release();
  await page.waitForSelector('text=About this fixture');
  expect(new URL(page.url()).pathname).toBe('/about');
  await titleShown(page, 'About | Fixture Site');
  // Same document: no full reload happened.
  expect(await page.evaluate(() => (window as unknown as { __marker?: number }).__marker)).toBe(42);
  await page.waitForFunction(() => !document.getElementById('nprogress'));
  expect(consoleErrors).toEqual([]);
});

test('a client-side navigation right after load sets the title: it waits for the lazily loaded head manager', async () => {
  // react-helmet-async is not among the page's scripts; it loads once the browser is idle after
  // hydration. Hold it back, so the navigation below happens before it is there.
  const release = await holdRequests(page, '**/assets/js/helmet.*.js');
  const response = await page.goto(server.url + '/');
  const scripts = pageScripts(await response!.text());
  expect(scripts.length).toBeGreaterThan(0);
  expect(scripts.filter((src) => src.includes('helmet'))).toEqual([]);
  // Hydrated: the runtime (Preact here, React on a Docusaurus site) has taken over the
  // server-rendered link, and every effect has run.
  await hydrated(page);
  await page.evaluate(() => ((window as unknown as { __marker: number }).__marker = 7));
  expect(await page.title()).toBe('Home | Fixture Site');
  await page.click('text=About');
  await page.waitForTimeout(300);
  // The next page shows only with its title.
  expect(await page.textContent('h1')).toBe('Fixture home');
  release();
  await page.waitForSelector('text=About this fixture');
  await titleShown(page, 'About | Fixture Site');
  expect(await page.evaluate(() => (window as unknown as { __marker?: number }).__marker)).toBe(7);
  expect(consoleErrors).toEqual([]);
});

test('navigating to a route whose code is already loaded shows no progress bar', async () => {
  await page.goto(server.url + '/about');
  await hydrated(page);
  // The first page's route is registered at start-up, so going back to it needs no network.
  await page.click('text=Back home');
  await page.waitForSelector('text=Fixture home');
  await page.click('text=About');
  await page.waitForSelector('text=About this fixture');
  await page.evaluate(() => {
    (window as unknown as { __sawProgress: boolean }).__sawProgress = false;
    new MutationObserver(() => {
      if (document.getElementById('nprogress'))
        (window as unknown as { __sawProgress: boolean }).__sawProgress = true;
    }).observe(document.body, { childList: true, subtree: true });
  });
  await page.click('text=Back home');
  await page.waitForSelector('text=Fixture home');
  await page.waitForTimeout(300);
  expect(
    await page.evaluate(() => (window as unknown as { __sawProgress: boolean }).__sawProgress),
  ).toBe(false);
});

test('links prefetch their route when visible and load its code on hover', async () => {
  const requested: string[] = [];
  page.on('request', (r) => requested.push(new URL(r.url()).pathname));
  await page.goto(server.url + '/');
  await hydrated(page);
  // Visible links fetch their route manifests (and prefetch the files) without a click.
  await page.waitForFunction(() =>
    performance.getEntriesByType('resource').some((e) => e.name.endsWith('/__routes/about.json')),
  );
  expect(requested).toContain('/__routes/markdown.json');
  // Hovering loads the About page's code. (Counted by its own chunk: webpack removes the script
  // tags of chunks it loads itself, such as the head manager's at idle, once they have run.)
  const aboutCode = 'script[src*="/assets/js/c-about-"]';
  expect(await page.locator(aboutCode).count()).toBe(0);
  await page.hover('text=About');
  await page.waitForSelector(aboutCode, { state: 'attached' });
});

test('navigating to a link with a hash scrolls to the target', async () => {
  await page.setViewportSize({ width: 800, height: 300 });
  await page.goto(server.url + '/');
  await hydrated(page);
  await page.click('text=Markdown section');
  await page.waitForSelector('#second-section');
  await page.waitForFunction(() => window.scrollY > 0);
  const top = await page.evaluate(
    () => document.getElementById('second-section')!.getBoundingClientRect().top,
  );
  expect(Math.abs(top)).toBeLessThan(120);
});

test('a page that crashes shows the fallback, and Try again clears it', async () => {
  await page.goto(server.url + '/crash');
  await hydrated(page);
  await page.click('text=Crash now');
  await page.waitForSelector('text=This page crashed');
  const text = await page.textContent('body');
  expect(text).toContain('Boom from the crash page');
  expect(text).toContain('the underlying cause');
  await page.waitForFunction(() => document.title === 'Page Error');
  await page.click('text=Try again');
  await page.waitForSelector('text=Crash now');
});

test('unknown paths answer 404 with the not-found page, also after client navigation', async () => {
  const res = await fetch(server.url + '/does-not-exist');
  expect(res.status).toBe(404);
  expect(await res.text()).toContain('Page Not Found');
  await page.goto(server.url + '/');
  await hydrated(page);
  await page.evaluate(() => {
    window.history.pushState({}, '', '/');
  });
  await page.goto(server.url + '/nope/deeper');
  await page.waitForSelector('text=Page Not Found');
});

test('a route chunk that fails to load reloads the page', async () => {
  await page.goto(server.url + '/');
  await hydrated(page);
  // The About page's component chunk.
  await page.route('**/assets/js/c-about-*.js', (route) => route.abort());
  const reloaded = page.waitForEvent('load');
  page.on('console', () => undefined);
  await page.click('text=About');
  await reloaded;
  await page.unroute('**/assets/js/c-about-*.js');
  await page.waitForSelector('text=About this fixture');
});

test('paths ending in .html are normalised', async () => {
  await page.goto(server.url + '/about/index.html');
  await hydrated(page);
  expect(new URL(page.url()).pathname).toBe('/about/');
  expect(await page.textContent('h1')).toBe('About this fixture');
});

test('the base-URL banner stays hidden when the scripts load, and shows when they cannot', async () => {
  await page.goto(server.url + '/');
  await hydrated(page);
  expect(await page.textContent('#__tessera-base-url-issue-banner')).toBe('');
  await expectBaseUrlBanner(browser, server.url + '/');
  // Only at the base path.
  const about = await (await fetch(server.url + '/about')).text();
  expect(about).not.toContain('__tessera-base-url-issue-banner');
});
