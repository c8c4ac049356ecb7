// `scriptLoading: 'defer'` (the default of a docusaurus.config.* site) in a real browser, on a
// copy of the `basic` fixture: the scripts are deferred in the head, so code waiting for
// DOMContentLoaded sees them run first, the page hydrates, and the base-URL banner still shows
// when they cannot load.
import fs from 'node:fs';
import path from 'node:path';
import { expectBaseUrlBanner, serveFixtureForSuite } from '../helpers/browser';
import { SCRIPT_LIST_ID } from '../../packages/core/src/client/scriptsAfterPaint';

const site = serveFixtureForSuite('basic', 'e2e-deferred-scripts', (dir) => {
  const config = path.join(dir, 'site.config.ts');
  const text = fs.readFileSync(config, 'utf8');
  fs.writeFileSync(
    config,
    text.replace("baseUrl: '/',", "baseUrl: '/',\n  scriptLoading: 'defer',"),
  );
});

test('the scripts run before DOMContentLoaded, and the page hydrates', async () => {
  const page = await site.browser.newPage();
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      (window as unknown as { __startedAtReady?: boolean }).__startedAtReady = !!(
        window as unknown as { __TESSERA_STARTED__?: boolean }
      ).__TESSERA_STARTED__;
    });
  });
  const response = await page.goto(site.server.url + '/');
  const html = await response!.text();
  expect(html.slice(0, html.indexOf('</head>'))).toMatch(/<script src="[^"]+" defer><\/script>/);
  expect(html).not.toContain(SCRIPT_LIST_ID);
  await page.waitForFunction(
    () => (window as unknown as { __TESSERA_HYDRATED__?: boolean }).__TESSERA_HYDRATED__ === true,
  );
  expect(
    await page.evaluate(
      () => (window as unknown as { __startedAtReady?: boolean }).__startedAtReady,
    ),
  ).toBe(true);
  expect(await page.textContent('#__tessera-base-url-issue-banner')).toBe('');
  await page.close();
});

test('the base-URL banner shows when the deferred scripts cannot load', async () => {
  await expectBaseUrlBanner(site.browser, site.server.url + '/');
});
