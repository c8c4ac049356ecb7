// Paths ending in .html or index.html are the page without that suffix (spec, path handling), on
// `tessera serve` and on a plain static host that serves files and its 404.html for the rest:
// there the browser gets the 404 page, and the client router must show the page asked for, at
// the normalised address, in the site's trailing-slash form.
import type { Browser, Page } from 'playwright-core';
import {
  buildFixture,
  copyFixture,
  startServer,
  writeFile,
  type RunningServer,
} from '../helpers/site';
import { startStaticHost, type StaticHost } from '../helpers/staticHost';
import { launchBrowser } from '../helpers/browser';
import fs from 'node:fs';
import path from 'node:path';

const about = (link: string) => `import Layout from '@theme/Layout';
import Link from '@docusaurus/Link';

export default function About() {
  return (
    <Layout title="About">
      <h1>About the docs fixture</h1>
      ${link}
    </Layout>
  );
}
`;

/** A private copy of the docs fixture with an About page, built with the given trailing slash. */
function buildSite(name: string, trailingSlash?: boolean): string {
  const dir = copyFixture('docs', name);
  // (With a trailing-slash policy, Link would add a slash to a .html target: only without one.)
  const link = '<Link to="/docs/guides/advanced/deep.html">Deep dive, by its .html path</Link>';
  writeFile(dir, 'content/pages/about.tsx', about(trailingSlash === undefined ? link : ''));
  if (trailingSlash !== undefined) {
    const config = path.join(dir, 'site.config.ts');
    fs.writeFileSync(
      config,
      fs
        .readFileSync(config, 'utf8')
        .replace("baseUrl: '/',", `baseUrl: '/',\n  trailingSlash: ${trailingSlash},`),
    );
  }
  buildFixture(dir);
  return dir;
}

let browser: Browser;
let serve: RunningServer;
let host: StaticHost;
let slashHost: StaticHost;
let noSlashHost: StaticHost;

beforeAll(async () => {
  const plain = buildSite('e2e-html-paths');
  const slash = buildSite('e2e-html-paths-slash', true);
  const noSlash = buildSite('e2e-html-paths-noslash', false);
  serve = await startServer('serve', plain);
  host = await startStaticHost(path.join(plain, 'build'));
  slashHost = await startStaticHost(path.join(slash, 'build'));
  noSlashHost = await startStaticHost(path.join(noSlash, 'build'));
  browser = await launchBrowser();
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await serve?.stop();
  await host?.stop();
  await slashHost?.stop();
  await noSlashHost?.stop();
});

let page: Page;
let errors: string[];
beforeEach(async () => {
  page = await browser.newPage();
  errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => {
    // The static host's 404 status for `/x.html` is what the browser logs for the document.
    if (m.type() === 'error' && !/404 \(Not Found\)|favicon/.test(m.text())) errors.push(m.text());
  });
});
afterEach(async () => {
  await page.close();
});

const hydrated = (p: Page) =>
  p.waitForFunction(
    () => (window as unknown as { __TESSERA_HYDRATED__?: boolean }).__TESSERA_HYDRATED__ === true,
  );

async function open(base: string, requested: string): Promise<{ path: string; h1: string }> {
  await page.goto(base + requested);
  await hydrated(page);
  return {
    path: new URL(page.url()).pathname,
    h1: (await page.locator('h1').first().textContent()) ?? '',
  };
}

const cases: Array<[string, string, string]> = [
  ['/about.html', '/about', 'About the docs fixture'],
  ['/docs/guides/advanced/deep.html', '/docs/guides/advanced/deep', 'Deep dive'],
  ['/docs/guides/advanced/deep/index.html', '/docs/guides/advanced/deep/', 'Deep dive'],
  ['/docs/api/overview/index.html', '/docs/api/overview/', 'API overview'],
];

describe.each([
  ['a plain static host', () => host.url],
  ['tessera serve', () => serve.url],
])('on %s', (_name, base) => {
  test.each(cases)('%s shows its page at %s', async (requested, shown, h1) => {
    expect(await open(base(), requested)).toEqual({ path: shown, h1 });
    expect(await page.title()).not.toContain('Page Not Found');
    expect(errors).toEqual([]);
  });

  test('a .html path of no page shows the not-found page', async () => {
    const shown = await open(base(), '/docs/nothing-here.html');
    expect(shown.path).toBe('/docs/nothing-here');
    expect(await page.textContent('main')).toContain('Page Not Found');
    expect(errors).toEqual([]);
  });
});

test('a link to a .html path goes to the page, at its normalised address', async () => {
  // (The static host redirects a folder to its slash, as GitHub Pages does.)
  await open(host.url, '/about/');
  await page.evaluate(() => ((window as unknown as { __same: boolean }).__same = true));
  await page.click('text=Deep dive, by its .html path');
  await page.waitForSelector('h1:text("Deep dive")');
  expect(new URL(page.url()).pathname).toBe('/docs/guides/advanced/deep');
  // A client navigation (same document), and the .html entry did not stay in the history.
  expect(await page.evaluate(() => (window as unknown as { __same?: boolean }).__same)).toBe(true);
  await page.goBack();
  await page.waitForSelector('h1:text("About the docs fixture")');
  expect(new URL(page.url()).pathname).toBe('/about/');
});

test('the address follows trailingSlash: true', async () => {
  expect(await open(slashHost.url, '/about.html')).toEqual({
    path: '/about/',
    h1: 'About the docs fixture',
  });
  expect(await open(slashHost.url, '/docs/guides/advanced/deep/index.html')).toEqual({
    path: '/docs/guides/advanced/deep/',
    h1: 'Deep dive',
  });
  expect(errors).toEqual([]);
});

test('the address follows trailingSlash: false (where /x.html is the page file itself)', async () => {
  expect(await open(noSlashHost.url, '/about.html')).toEqual({
    path: '/about',
    h1: 'About the docs fixture',
  });
  expect(await open(noSlashHost.url, '/docs/guides/advanced/deep/index.html')).toEqual({
    path: '/docs/guides/advanced/deep',
    h1: 'Deep dive',
  });
  expect(errors).toEqual([]);
});
