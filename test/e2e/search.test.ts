// Search in a real browser, against the built `search` fixture (local index): the modal and its
// shortcuts, results, recent/favorite searches, the /search page, escaping, and the error state.
// The last tests cover hosted DocSearch (Algolia answered by the test) and the dev server.
import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page, Request } from 'playwright-core';
import { buildFixture, copyFixture, startServer, ROOT, type RunningServer } from '../helpers/site';
import { launchBrowser } from '../helpers/browser';

const SITE = path.join(ROOT, 'test/fixtures/search');
let server: RunningServer;
let browser: Browser;
let page: Page;
const problems: string[] = [];
const requests: string[] = [];

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
  problems.length = 0;
  requests.length = 0;
  page.on('console', (msg) => {
    if (msg.type() === 'error' && !msg.location().url.endsWith('/favicon.ico'))
      problems.push(msg.text());
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  page.on('dialog', (dialog) => {
    problems.push(`dialog: ${dialog.message()}`);
    void dialog.dismiss();
  });
  page.on('request', (req: Request) => requests.push(req.url()));
});

afterEach(async () => {
  await page.close();
});

async function hydrated(p: Page = page): Promise<void> {
  await p.waitForFunction(
    () => (window as unknown as { __TESSERA_HYDRATED__?: boolean }).__TESSERA_HYDRATED__ === true,
  );
}

async function home(): Promise<void> {
  await page.goto(server.url + '/');
  await hydrated();
}

const modalOpen = () =>
  page
    .locator('.DocSearch-Modal')
    .count()
    .then((n) => n === 1);
const activeClass = () =>
  page.evaluate(() => (document.activeElement as HTMLElement | null)?.className ?? '');

async function openWithClick(): Promise<void> {
  await page.click('.search-bar__button');
  await page.waitForSelector('.DocSearch-Input');
}

async function searchFor(query: string): Promise<void> {
  await page.fill('.DocSearch-Input', query);
  await page.waitForSelector('.DocSearch-Hit, .DocSearch-NoResults, .DocSearch-ErrorScreen');
}

test('the button is server-rendered; DocSearch loads on hover, the index when the modal opens, and nothing leaves the site', async () => {
  const html = await (await fetch(server.url + '/')).text();
  expect(html).toContain('aria-label="Search"');
  expect(html).not.toContain('DocSearch-Modal');
  expect(html).not.toContain('algolia');
  await home();
  const beforeHover = requests.length;
  expect(requests.some((u) => u.includes('/search/'))).toBe(false);
  await page.hover('.search-bar__button');
  await page.waitForFunction(() =>
    [...document.styleSheets].some((s) =>
      [...s.cssRules].some((r) => r.cssText.includes('.DocSearch-Modal')),
    ),
  );
  expect(requests.length).toBeGreaterThan(beforeHover);
  expect(requests.some((u) => u.includes('/search/'))).toBe(false);
  await openWithClick();
  await page.waitForFunction(() =>
    performance.getEntriesByType('resource').some((e) => e.name.endsWith('/search/manifest.json')),
  );
  expect(await page.getAttribute('.DocSearch-Input', 'placeholder')).toBe('Search docs');
  await searchFor('quokka');
  expect(requests.filter((u) => !u.startsWith(server.url))).toEqual([]);
  expect(problems).toEqual([]);
});

test('click opens; Escape closes and focus returns to the button', async () => {
  await home();
  await openWithClick();
  expect(await activeClass()).toContain('DocSearch-Input');
  await page.keyboard.type('quo');
  await page.keyboard.press('Escape');
  await page.waitForSelector('.DocSearch-Modal', { state: 'detached' });
  expect(await activeClass()).toContain('search-bar__button');
  // The page scrolls again: DocSearch's effect cleanup takes its class off the body (after the
  // next paint on Preact, as React does for passive effects).
  await page.waitForFunction(() => !document.body.classList.contains('DocSearch--active'));
});

test("a click on the button before the page's scripts have run opens the modal once they have", async () => {
  // The scripts are held until the served button has been clicked.
  const held: Array<() => Promise<void>> = [];
  let holding = true;
  await page.route(/\/assets\/js\//, (route) => {
    if (holding) held.push(() => route.continue());
    else void route.continue();
  });
  await page.goto(server.url + '/');
  await page.waitForFunction(() => document.querySelector('.search-bar__button') !== null);
  await page.click('.search-bar__button');
  // The app has not started: the click reached only the served HTML.
  expect(await page.evaluate(() => '__TESSERA_STARTED__' in window)).toBe(false);
  expect(held.length).toBeGreaterThan(0);
  holding = false;
  await Promise.all(held.map((release) => release()));
  await page.unroute(/\/assets\/js\//);
  await hydrated();
  await page.waitForSelector('.DocSearch-Input');
  expect(await activeClass()).toContain('DocSearch-Input');
  expect(problems).toEqual([]);
});

test('Ctrl+K and Cmd+K toggle the modal, with focus back on the button', async () => {
  await home();
  await page.keyboard.press('Control+k');
  await page.waitForSelector('.DocSearch-Input');
  await page.keyboard.press('Control+k');
  await page.waitForSelector('.DocSearch-Modal', { state: 'detached' });
  expect(await activeClass()).toContain('search-bar__button');
  await page.keyboard.press('Meta+k');
  await page.waitForSelector('.DocSearch-Input');
  await page.keyboard.press('Escape');
  await page.waitForSelector('.DocSearch-Modal', { state: 'detached' });
});

test('"/" opens outside text fields, and types a slash inside one', async () => {
  await home();
  await page.focus('.plain-field');
  await page.keyboard.press('/');
  await page.waitForTimeout(300);
  expect(await modalOpen()).toBe(false);
  expect(await page.inputValue('.plain-field')).toBe('/');
  await page.click('h1');
  await page.keyboard.press('/');
  await page.waitForSelector('.DocSearch-Input');
  expect(await page.inputValue('.DocSearch-Input')).toBe('');
});

test('a printable key typed on the focused button opens with that key as the query; Ctrl+F does not open', async () => {
  await home();
  await page.focus('.search-bar__button');
  await page.keyboard.press('Control+f');
  await page.keyboard.press('Meta+f');
  await page.waitForTimeout(300);
  expect(await modalOpen()).toBe(false);
  await page.keyboard.press('q');
  await page.waitForSelector('.DocSearch-Input');
  expect(await page.inputValue('.DocSearch-Input')).toBe('q');
  await page.keyboard.type('uokka');
  await page.waitForSelector('.DocSearch-Hit');
  expect(await page.inputValue('.DocSearch-Input')).toBe('quokka');
});

test('the query is capped at 64 characters', async () => {
  await home();
  await openWithClick();
  expect(await page.getAttribute('.DocSearch-Input', 'maxlength')).toBe('64');
  await page.keyboard.type('a'.repeat(70));
  expect((await page.inputValue('.DocSearch-Input')).length).toBe(64);
});

test('results are grouped, highlighted and link to url#anchor; Enter navigates on the client', async () => {
  await home();
  await page.evaluate(() => ((window as unknown as { __marker: number }).__marker = 1));
  await openWithClick();
  await searchFor('parallel rendering');
  const first = page.locator('.DocSearch-Hit a').first();
  expect(await first.getAttribute('href')).toBe('/docs/guides/rendering#parallel-rendering');
  expect(await page.locator('.DocSearch-Hit-source').first().textContent()).toBe('Guides');
  expect(await page.locator('.DocSearch-Hit mark').count()).toBeGreaterThan(0);
  const footer = await page.textContent('.DocSearch-Footer');
  for (const hint of ['to select', 'to navigate', 'to close']) expect(footer).toContain(hint);
  await page.keyboard.press('Enter');
  await page.waitForFunction(
    () => location.pathname === '/docs/guides/rendering' && location.hash === '#parallel-rendering',
  );
  await page.waitForSelector('h1:has-text("Rendering guide")');
  expect(await page.evaluate(() => (window as unknown as { __marker?: number }).__marker)).toBe(1);
  expect(await modalOpen()).toBe(false);
  expect(problems).toEqual([]);
});

test('hits are grouped by page: the page first with its best sections under it, then the next page', async () => {
  await home();
  await openWithClick();
  await searchFor('codec');
  const source = page.locator('.DocSearch-Hits').first();
  expect(await source.locator('.DocSearch-Hit-source').textContent()).toBe('Guides');
  const items = source.locator('.DocSearch-Hit');
  const rows = await items.evaluateAll((lis) =>
    lis.map((li) => ({
      href: li.querySelector('a')!.getAttribute('href'),
      child: li.classList.contains('DocSearch-Hit--Child'),
    })),
  );
  // The Codecs page heads its group (its title is the query), with three of its sections
  // nested under it; the numbered step is not among the first; another page's section follows.
  expect(rows[0]).toEqual({ href: '/docs/guides/codecs', child: false });
  const sections = rows.slice(1, 4);
  expect(sections.every((r) => r.child && r.href!.startsWith('/docs/guides/codecs#'))).toBe(true);
  expect(sections.map((r) => r.href)).not.toContain('/docs/guides/codecs#1-pick-a-codec');
  expect(rows[4]).toEqual({
    href: '/docs/guides/output#the-container-and-its-codec',
    child: false,
  });
  expect(problems).toEqual([]);
});

test('/search shows the same groups: a page with its sections nested under it', async () => {
  await page.goto(server.url + '/search?q=codec');
  await hydrated();
  await page.waitForSelector('.search-page__group');
  const groups = page.locator('.search-page__group');
  const first = groups.nth(0);
  expect(await first.locator('> .search-page__hit a').first().getAttribute('href')).toBe(
    '/docs/guides/codecs',
  );
  expect(await first.locator('.search-page__sections .search-page__hit--section').count()).toBe(3);
  // A page of which only a section matched is named above that section.
  const second = groups.nth(1);
  expect(await second.locator('.search-page__page a').getAttribute('href')).toBe(
    '/docs/guides/output',
  );
  expect(await second.locator('.search-page__hit--section a').getAttribute('href')).toBe(
    '/docs/guides/output#the-container-and-its-codec',
  );
  expect(problems).toEqual([]);
});

test('recent and favorite searches are kept across reloads', async () => {
  await home();
  await openWithClick();
  expect(await page.textContent('.DocSearch-StartScreen')).toContain('No recent searches');
  await searchFor('zebracodec');
  await page.click('.DocSearch-Hit a >> nth=0');
  await page.waitForFunction(() => location.pathname !== '/');
  await page.reload();
  await hydrated();
  await openWithClick();
  await page.waitForSelector('.DocSearch-Hit-source:has-text("Recent")');
  await page.click('button[title="Save this search"]');
  await page.waitForSelector('.DocSearch-Hit-source:has-text("Favorite")');
  await page.keyboard.press('Escape');
  await page.reload();
  await hydrated();
  await openWithClick();
  await page.waitForSelector('.DocSearch-Hit-source:has-text("Favorite")');
  expect(await page.locator('.DocSearch-Hit-source:has-text("Favorite") + ul li').count()).toBe(1);
  expect(
    await page.evaluate(() =>
      Object.keys(localStorage)
        .filter((k) => k.startsWith('__DOCSEARCH_'))
        .sort(),
    ),
  ).toEqual(['__DOCSEARCH_FAVORITE_SEARCHES__local', '__DOCSEARCH_RECENT_SEARCHES__local']);
});

test('no results: the no-results screen with its strings and the report link', async () => {
  await home();
  await openWithClick();
  await searchFor('quokka');
  await searchFor('nothingmatchesthis');
  const text = await page.textContent('.DocSearch-NoResults');
  expect(text).toContain('No results for');
  expect(text).toContain('nothingmatchesthis');
  expect(text).toContain('Try searching for');
  expect(text).toContain('Believe this query should return results?');
  const link = page.locator('.DocSearch-NoResults a:has-text("Let us know.")');
  expect(await link.getAttribute('href')).toBe(
    'https://github.com/example/site/issues/new?title=Search:+nothingmatchesthis',
  );
});

test('unlisted and draft docs are not in the index', async () => {
  await home();
  await openWithClick();
  for (const word of ['hiddenunicorn', 'draftdragon']) {
    await searchFor(word);
    expect(await page.locator('.DocSearch-NoResults').count()).toBe(1);
  }
});

test('indexed markup shows as text in the modal and on the search page', async () => {
  await home();
  await openWithClick();
  await searchFor('onerror');
  const titles = await page.locator('.DocSearch-Hit').allTextContents();
  expect(titles.join(' ')).toContain('<img src=x onerror=alert(1)>');
  await searchFor('script tag');
  expect((await page.locator('.DocSearch-Hit').allTextContents()).join(' ')).toContain(
    'The <script> tag',
  );
  expect(await page.locator('.DocSearch-Modal img, .DocSearch-Modal script').count()).toBe(0);
  await page.goto(server.url + '/search?q=xsstoken');
  await hydrated();
  await page.waitForSelector('.search-page__hit');
  const text = await page.textContent('.search-page__hits');
  expect(text).toContain('<script>alert("xsstoken")</script>');
  expect(await page.locator('.search-page__hits img, .search-page__hits script').count()).toBe(0);
  expect(problems).toEqual([]);
});

test('"See all N results" opens /search?q= on the client', async () => {
  await home();
  await openWithClick();
  await searchFor('widgetflux');
  const seeAll = page.locator('.search-modal__see-all');
  expect(await seeAll.textContent()).toBe('See all 50 results');
  await seeAll.click();
  await page.waitForFunction(
    () => location.pathname === '/search' && location.search === '?q=widgetflux',
  );
  await page.waitForSelector('.search-page__count');
  expect(await modalOpen()).toBe(false);
});

test('/search reads q, shows nbHits, 20 hits at a time with Load more, and keeps q in the URL while typing', async () => {
  await page.goto(server.url + '/search?q=widgetflux');
  await hydrated();
  await page.waitForSelector('.search-page__count');
  expect(await page.inputValue('.search-page__input')).toBe('widgetflux');
  expect(await page.textContent('.search-page__count')).toBe('50 results');
  expect(await page.locator('.search-page__hit').count()).toBe(20);
  await page.click('text=Load more');
  await page.waitForFunction(() => document.querySelectorAll('.search-page__hit').length === 40);
  await page.click('text=Load more');
  await page.waitForFunction(() => document.querySelectorAll('.search-page__hit').length === 50);
  expect(await page.locator('text=Load more').count()).toBe(0);
  await page.fill('.search-page__input', 'quokka');
  await page.waitForFunction(() => location.search === '?q=quokka');
  await page.waitForFunction(
    () => document.querySelector('.search-page__count')?.textContent === '3 results',
  );
  expect(await page.locator('.search-page__hit mark').first().textContent()).toBe('quokka');
  expect(await page.getAttribute('.search-page__input', 'maxlength')).toBe('64');
  await page.fill('.search-page__input', 'nothingmatchesthis');
  await page.waitForSelector('text=No results for');
  expect(problems).toEqual([]);
});

test('a slow index shows the stalled state on /search, then the results', async () => {
  await page.route('**/search/manifest.json', async (route) => {
    await new Promise((r) => setTimeout(r, 900));
    await route.continue();
  });
  await page.goto(server.url + '/search?q=quokka');
  await page.waitForSelector('text=Searching…');
  await page.waitForSelector('.search-page__count');
});

for (const [name, fulfil] of [
  ['missing', { status: 404, body: 'Not found' }],
  ['corrupt', { status: 200, contentType: 'application/json', body: '{"version":1,"dir":' }],
] as const) {
  test(`a ${name} index shows the error state in the modal and on /search`, async () => {
    await page.route('**/search/manifest.json', (route) => route.fulfill(fulfil));
    await home();
    await openWithClick();
    await page.keyboard.type('quokka');
    await page.waitForSelector('.DocSearch-ErrorScreen');
    const text = await page.textContent('.DocSearch-ErrorScreen');
    expect(text).toContain('Unable to fetch results');
    expect(text).toContain('You might want to check your network connection.');
    expect(await page.inputValue('.DocSearch-Input')).toBe('quokka');
    // Emptying the query brings back the start screen.
    await page.fill('.DocSearch-Input', '');
    await page.waitForSelector('.DocSearch-StartScreen');
    expect(await page.locator('.DocSearch-ErrorScreen').isVisible()).toBe(false);
    await page.keyboard.press('Escape');
    await page.goto(server.url + '/search?q=quokka');
    await page.waitForSelector('.search-page__error');
    expect(await page.textContent('.search-page__error')).toContain('Unable to fetch results');
  });
}

describe('hosted DocSearch', () => {
  let hostedServer: RunningServer;
  const APP = 'TESTAPP';

  beforeAll(async () => {
    const dir = copyFixture('search', 'search-hosted');
    const config = fs
      .readFileSync(path.join(dir, 'site.config.ts'), 'utf8')
      .replace(
        'themeConfig: {',
        `themeConfig: {\n    algolia: { appId: '${APP}', apiKey: 'public-key', indexName: 'remotion', contextualSearch: true, externalUrlRegex: 'external\\\\.example' },`,
      );
    fs.writeFileSync(path.join(dir, 'site.config.ts'), config);
    buildFixture(dir);
    hostedServer = await startServer('serve', dir);
  });

  afterAll(async () => {
    await hostedServer?.stop();
  });

  function fakeHit(url: string, title: string) {
    const hierarchy = {
      lvl0: 'Docs',
      lvl1: title,
      lvl2: null,
      lvl3: null,
      lvl4: null,
      lvl5: null,
      lvl6: null,
    };
    return {
      objectID: url,
      url,
      type: 'lvl1',
      content: null,
      hierarchy,
      _highlightResult: {
        hierarchy: {
          lvl0: { value: 'Docs', matchLevel: 'none', matchedWords: [] },
          lvl1: { value: `<mark>${title}</mark>`, matchLevel: 'full', matchedWords: [] },
        },
      },
      _snippetResult: {
        hierarchy: { lvl1: { value: `<mark>${title}</mark>`, matchLevel: 'full' } },
      },
    };
  }

  test('queries Algolia with the keys and facet filters, preconnects, and opens external results with a full load', async () => {
    const bodies: unknown[] = [];
    await page.route(`https://${APP.toLowerCase()}-dsn.algolia.net/**`, async (route) => {
      bodies.push(route.request().postDataJSON());
      const hits = [
        fakeHit('https://search-fixture.example/docs/guides/rendering', 'Rendering guide'),
        fakeHit('https://external.example/page', 'External page'),
      ];
      await route.fulfill({
        status: 200,
        headers: { 'access-control-allow-origin': '*', 'content-type': 'application/json' },
        body: JSON.stringify({
          results: [
            { hits, nbHits: 2, page: 0, nbPages: 1, hitsPerPage: 20, query: 'x', params: '' },
          ],
        }),
      });
    });
    await page.route('https://external.example/**', (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<h1>External landing</h1>' }),
    );
    const html = await (await fetch(hostedServer.url + '/')).text();
    expect(html).toContain(
      `<link rel="preconnect" href="https://${APP}-dsn.algolia.net" crossorigin="anonymous">`,
    );
    expect(
      fs.existsSync(path.join(ROOT, 'test/.tmp/search-hosted/build/search/manifest.json')),
    ).toBe(false);

    await page.goto(hostedServer.url + '/');
    await hydrated();
    await openWithClick();
    await searchFor('rendering');
    const request = JSON.stringify(bodies[0]);
    expect(request).toContain('"indexName":"remotion"');
    expect(request).toContain('language:en');
    expect(request).toContain('docusaurus_tag:docs-default-current');
    // Same-site results become paths and stay in the app.
    expect(await page.locator('.DocSearch-Hit a').first().getAttribute('href')).toBe(
      '/docs/guides/rendering',
    );
    expect(await page.locator('.DocSearch-Hit a').nth(1).getAttribute('href')).toBe(
      'https://external.example/page',
    );
    await page.evaluate(() => ((window as unknown as { __marker: number }).__marker = 1));
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await page.waitForSelector('text=External landing');
    expect(
      await page.evaluate(() => (window as unknown as { __marker?: number }).__marker),
    ).toBeUndefined();

    await page.goto(hostedServer.url + '/search?q=rendering');
    await page.waitForSelector('.search-page__count');
    expect(await page.textContent('.search-page__count')).toBe('2 results');
    expect(requests.some((u) => u.startsWith(hostedServer.url + '/search/'))).toBe(false);
  });
});

describe('dev server', () => {
  let devServer: RunningServer;
  let dir: string;

  beforeAll(async () => {
    dir = copyFixture('search', 'search-dev');
    devServer = await startServer('start', dir);
  });

  afterAll(async () => {
    await devServer?.stop();
  });

  test('`tessera start` serves an index built from the sources', async () => {
    await page.goto(devServer.url + '/');
    await page.waitForSelector('.search-bar__button', { timeout: 60000 });
    await page.click('.search-bar__button');
    await page.waitForSelector('.DocSearch-Input', { timeout: 60000 });
    await page.keyboard.type('quokka');
    await page.waitForSelector('.DocSearch-Hit', { timeout: 30000 });
    const hrefs = await page
      .locator('.DocSearch-Hit a')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(hrefs).toContain('/docs/guides/rendering#parallel-rendering');
    await page.fill('.DocSearch-Input', 'hiddenunicorn');
    await page.waitForSelector('.DocSearch-NoResults');
  });

  test('an edited doc is found by its new words after the content reload', async () => {
    const file = path.join(dir, 'content/docs/guides/rendering.md');
    fs.appendFileSync(file, '\n## Wombat section\n\nThe wombatreload paragraph.\n');
    // The index is remade in a worker after the reload; a fresh page fetches the new manifest.
    const deadline = Date.now() + 60000;
    let hrefs: Array<string | null> = [];
    while (Date.now() < deadline && !hrefs.includes('/docs/guides/rendering#wombat-section')) {
      await page.goto(devServer.url + '/');
      await page.waitForSelector('.search-bar__button', { timeout: 60000 });
      await page.click('.search-bar__button');
      await page.waitForSelector('.DocSearch-Input');
      await page.keyboard.type('wombatreload');
      await page.waitForSelector('.DocSearch-Hit, .DocSearch-NoResults', { timeout: 30000 });
      hrefs = await page
        .locator('.DocSearch-Hit a')
        .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
      if (!hrefs.length) await new Promise((r) => setTimeout(r, 1000));
    }
    expect(hrefs).toContain('/docs/guides/rendering#wombat-section');
  });
});
