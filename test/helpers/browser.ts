// Headless Debian Chromium driven by playwright-core.
import { chromium, type Browser } from 'playwright-core';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
}

export interface ServedSite {
  server: import('./site').RunningServer;
  browser: Browser;
  /** The fixture's private copy. */
  dir: string;
}

/**
 * Jest hooks for a browser test file: builds a private copy of a fixture (other files build the
 * same fixture in parallel), after `prepare` has changed it, serves it and launches Chromium.
 * Read the fields inside tests.
 */
export function serveFixtureForSuite(
  fixture: string,
  copyName: string,
  prepare?: (dir: string) => void,
): ServedSite {
  // Required lazily so this module stays usable without the site helpers.
  const { buildFixture, copyFixture, startServer } = require('./site') as typeof import('./site');
  const served = {} as ServedSite;
  beforeAll(async () => {
    const dir = copyFixture(fixture, copyName);
    served.dir = dir;
    prepare?.(dir);
    buildFixture(dir);
    served.server = await startServer('serve', dir);
    served.browser = await launchBrowser();
  });
  afterAll(async () => {
    await served.browser?.close();
    await served.server?.stop();
  });
  return served;
}

/** Waits until `url`, with the site's scripts failing to load, shows the base-URL banner. */
export async function expectBaseUrlBanner(browser: Browser, url: string): Promise<void> {
  const page = await browser.newPage();
  await page.route('**/assets/js/**', (r) => r.abort());
  await page.goto(url);
  await page.waitForFunction(() =>
    (document.getElementById('__tessera-base-url-issue-banner')?.textContent ?? '').includes(
      'did not load properly',
    ),
  );
  await page.close();
}
