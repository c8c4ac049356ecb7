// Hosted services are off unless configured: no request leaves the machine by default; with a
// measurement id, each navigation sends a page_view; with a site id, the Ask AI script loads.
import fs from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { buildFixture, copyFixture, startServer, type RunningServer } from '../helpers/site';
import { launchBrowser } from '../helpers/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function withSite(
  name: string,
  extraPlugins: string,
  run: (server: RunningServer) => Promise<void>,
) {
  const dir = copyFixture('basic', name);
  const config = fs
    .readFileSync(path.join(dir, 'site.config.ts'), 'utf8')
    .replace(
      "plugins: ['@tessera/plugin-pages'],",
      `plugins: ['@tessera/plugin-pages'${extraPlugins}],`,
    );
  fs.writeFileSync(path.join(dir, 'site.config.ts'), config);
  buildFixture(dir);
  const server = await startServer('serve', dir);
  try {
    await run(server);
  } finally {
    await server.stop();
  }
}

test('with no service configured, no request leaves 127.0.0.1', async () => {
  await withSite(
    'svc-none',
    ", ['@tessera/plugin-gtag', { trackingID: null }], ['@tessera/plugin-ask-ai', { siteId: null }]",
    async (server) => {
      const page = await browser.newPage();
      const outside: string[] = [];
      page.on('request', (r) => {
        if (!r.url().startsWith(server.url) && !r.url().startsWith('data:')) outside.push(r.url());
      });
      await page.goto(server.url + '/');
      await page.click('text=About');
      await page.waitForSelector('text=About this fixture');
      await page.waitForTimeout(300);
      expect(outside).toEqual([]);
      await page.close();
    },
  );
});

test('analytics: page_path and page_view on each navigation, IP anonymisation off', async () => {
  await withSite(
    'svc-gtag',
    ", ['@tessera/plugin-gtag', { trackingID: 'G-TEST123' }]",
    async (server) => {
      const page = await browser.newPage();
      // The real gtag.js is a hosted script: answer it locally with an empty one.
      await page.route('https://www.googletagmanager.com/**', (r) =>
        r.fulfill({ contentType: 'text/javascript', body: '' }),
      );
      await page.goto(server.url + '/');
      await page.click('text=About');
      await page.waitForSelector('text=About this fixture');
      await page.waitForFunction(
        () =>
          (window as unknown as { dataLayer: unknown[][] }).dataLayer.filter(
            (e) => e[1] === 'page_view',
          ).length >= 2,
      );
      const layer = await page.evaluate(() =>
        (window as unknown as { dataLayer: unknown[][] }).dataLayer.map((e) =>
          Array.from(e as unknown as ArrayLike<unknown>),
        ),
      );
      expect(layer).toContainEqual(['set', 'page_path', '/about']);
      expect(layer.find((e) => e[0] === 'config')?.[2]).toMatchObject({ anonymize_ip: false });
      await page.close();
    },
  );
});

test('Ask AI: the widget script loads asynchronously with its attributes when a site id is set', async () => {
  await withSite(
    'svc-askai',
    ", ['@tessera/plugin-ask-ai', { siteId: 'site-123' }]",
    async (server) => {
      const html = await (await fetch(server.url + '/')).text();
      expect(html).toMatch(
        /<script async src="[^"]+" data-website-id="site-123"[^>]*data-button-text="Ask AI"/,
      );
      expect(html).toContain('data-button-position-right="20px"');
      expect(html).toContain('data-button-border-radius="20px"');
    },
  );
});
