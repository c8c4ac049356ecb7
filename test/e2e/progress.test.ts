// The route progress bar (spec: starts after 200 ms, finishes when the route updates) shows on
// time however slow the network is: it is part of the runtime, not a chunk fetched behind the
// route's own slow scripts.
import type { Page } from 'playwright-core';
import { serveFixtureForSuite } from '../helpers/browser';

const site = serveFixtureForSuite('docs', 'e2e-progress');
let page: Page;

beforeEach(async () => {
  page = await site.browser.newPage();
});
afterEach(async () => {
  await page.close();
});

/** Every script and JSON response (route chunks, content scripts, manifests) arrives late. */
async function slowScripts(p: Page, ms: number): Promise<void> {
  await p.route(/\/(assets\/js|__routes)\/.*\.(js|json)$/, async (route) => {
    await new Promise((r) => setTimeout(r, ms));
    await route.continue().catch(() => undefined);
  });
}

/** Notes, on the page's clock, the first click and when the bar first has a size on screen. */
const WATCH_BAR = `{
  window.__clickAt = null;
  window.__barAt = null;
  document.addEventListener('click', () => { window.__clickAt ??= performance.now(); }, true);
  const check = () => {
    const bar = document.querySelector('#nprogress .bar');
    if (window.__barAt === null && bar && bar.getBoundingClientRect().height > 0)
      window.__barAt = performance.now();
  };
  new MutationObserver(check).observe(document.body, { childList: true, subtree: true });
}`;

test('with slow scripts, the bar shows 200 ms into the navigation and is gone once the page renders', async () => {
  await slowScripts(page, 1500);
  await page.goto(site.server.url + '/');
  await page.waitForFunction(
    () => (window as unknown as { __TESSERA_HYDRATED__?: boolean }).__TESSERA_HYDRATED__ === true,
    undefined,
    { timeout: 20_000 },
  );
  await page.evaluate(WATCH_BAR);
  // At once: whatever the page loads lazily after hydration is still on its slow way.
  await page.click('text=Read the docs');
  await page.waitForTimeout(280);
  expect(await page.locator('#nprogress .bar').isVisible()).toBe(true);
  const { clickAt, barAt } = await page.evaluate(() => {
    const w = window as unknown as { __clickAt: number; __barAt: number | null };
    return { clickAt: w.__clickAt, barAt: w.__barAt };
  });
  expect(barAt).not.toBeNull();
  // Not before the delay (fast navigations show nothing), and well within 300 ms.
  expect(barAt! - clickAt).toBeGreaterThanOrEqual(195);
  expect(barAt! - clickAt).toBeLessThan(300);
  // Still the old page: the next one is loading.
  expect(await page.textContent('h1')).toBe('Docs fixture');
  await page.waitForSelector('h1:text("Introduction")', { timeout: 20_000 });
  await page.waitForSelector('#nprogress', { state: 'detached', timeout: 1000 });
});

test('a fast navigation shows no bar', async () => {
  await page.goto(site.server.url + '/');
  await page.waitForFunction(
    () => (window as unknown as { __TESSERA_HYDRATED__?: boolean }).__TESSERA_HYDRATED__ === true,
  );
  // Its route loaded ahead (hover), the navigation needs no network.
  await page.hover('text=Read the docs');
  await page.waitForFunction(() =>
    [...document.scripts].some((s) => s.src.includes('/assets/js/c-DocItem')),
  );
  // And the head manager, which a navigation waits for too, has loaded (at idle).
  await page.waitForFunction(() =>
    performance.getEntriesByType('resource').some((e) => e.name.includes('/assets/js/helmet.')),
  );
  await page.waitForTimeout(300);
  await page.evaluate(WATCH_BAR);
  await page.click('text=Read the docs');
  await page.waitForSelector('h1:text("Introduction")');
  await page.waitForTimeout(400);
  expect(await page.evaluate(() => (window as unknown as { __barAt: null }).__barAt)).toBeNull();
});
