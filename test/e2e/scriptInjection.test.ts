// Text from content that ends up in inline scripts (the breadcrumbs' JSON-LD, the route data) must
// never run: a doc title, a sidebar label and a category label carry a script-closing payload, and
// Chromium must show them as text without opening a dialog.
import type { Page } from 'playwright-core';
import { launchBrowser } from '../helpers/browser';
import {
  buildFixture,
  copyFixture,
  startServer,
  writeFile,
  type RunningServer,
} from '../helpers/site';
import type { Browser } from 'playwright-core';

const PAYLOAD = 'X</script><script>alert(1)</script>';
let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  const dir = copyFixture('docs', 'e2e-script-injection');
  writeFile(
    dir,
    'content/docs/guides/advanced/deep-dive.mdx',
    `---\ntitle: "Deep ${PAYLOAD}"\nsidebar_label: "Label ${PAYLOAD}"\n---\n\nDeep dive body.\n`,
  );
  writeFile(dir, 'content/docs/guides/advanced/_category_.yml', `label: "Category ${PAYLOAD}"\n`);
  const result = buildFixture(dir);
  if (result.status !== 0) throw new Error(result.output);
  server = await startServer('serve', dir);
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function openWithDialogWatch(path: string): Promise<{ page: Page; dialogs: string[] }> {
  const page = await browser.newPage();
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await page.goto(server.url + path);
  await page.waitForFunction(
    () => (window as unknown as { __TESSERA_HYDRATED__?: boolean }).__TESSERA_HYDRATED__ === true,
  );
  return { page, dialogs };
}

test('a title, sidebar label and category label with a script payload render as text', async () => {
  const { page, dialogs } = await openWithDialogWatch('/docs/guides/advanced/deep-dive');
  expect(await page.locator('h1').first().textContent()).toBe(`Deep ${PAYLOAD}`);
  expect(await page.locator('.doc-breadcrumbs').textContent()).toContain(`Category ${PAYLOAD}`);
  expect(await page.locator('nav[aria-label]').allTextContents()).toEqual(
    expect.arrayContaining([expect.stringContaining(`Label ${PAYLOAD}`)]),
  );
  const jsonLd = await page.locator('script[type="application/ld+json"]').first().textContent();
  expect(JSON.parse(jsonLd!).itemListElement.map((e: { name: string }) => e.name)).toEqual(
    expect.arrayContaining([`Category ${PAYLOAD}`]),
  );
  await page.waitForTimeout(300);
  expect(dialogs).toEqual([]);
  await page.close();
});

test('the same payloads stay inert after a client-side navigation', async () => {
  const { page, dialogs } = await openWithDialogWatch('/docs/intro');
  await page.goto(server.url + '/docs/guides/advanced/deep-dive');
  await page.locator('h1', { hasText: 'Deep' }).waitFor();
  await page.waitForTimeout(300);
  expect(dialogs).toEqual([]);
  await page.close();
});
