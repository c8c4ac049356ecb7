// Search: the HTML indexer, the sharded index writer, and the Algolia-shaped query adapter the
// DocSearch modal and the /search page use.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import searchPlugin from '../../plugins/search/src/index';
import { extractPage } from '../../plugins/search/src/extract';
import { sectionsFromMarkdown } from '../../plugins/search/src/markdown';
import { pagesFromRoutes } from '../../plugins/search/src/dev';
import {
  SearchIndexBuilder,
  buildIndexFiles,
  type IndexablePage,
} from '../../plugins/search/src/writer';
import MiniSearch from 'minisearch';
import {
  MANIFEST_FILE,
  baseFile,
  blockFile,
  miniSearchOptions,
  processTerm,
  shardFile,
  shardOf,
  shardsForQuery,
  type FieldPostings,
  type SearchBase,
  type SearchManifest,
  type SearchShard,
  type ShardEntry,
} from '../../plugins/search/src/shared/index';
import {
  createLocalSearchClient,
  getLocalSearchClient,
  LocalIndex,
  type LocalSearchHit,
} from '../../theme/src/hooks/search/localSearchClient';
import { escapeHtml, highlight, snippet } from '../../theme/src/hooks/search/highlight';
import { safeHighlightHtml } from '../../theme/src/hooks/search/searchBackend';
import { isExternalResult, toSitePath } from '../../theme/src/hooks/search/searchUrls';

const DOC_HTML = `<!DOCTYPE html><html><head><title>Rendering guide | Site</title>
<script type="application/ld+json">{"@type":"BreadcrumbList","itemListElement":[{"name":"Guides"},{"name":"Rendering guide"}]}</script></head>
<body><nav class="navbar"><a href="/">Navbar words</a></nav><main><aside><a>Sidebar words</a></aside>
<div class="toc-mobile">Mobile toc words</div>
<article><div class="markdown"><header><h1>Rendering guide</h1></header><p>Intro about frames.</p>
<h2 id="rendering-frames">Rendering frames<a class="hash-link" href="#rendering-frames">#</a></h2><p>Each frame goes <em>through</em> the pipeline.</p>
<div class="code-block"><div class="code-block__title">example.ts</div><pre><code>const secretCode = 1;</code></pre><button>Copy</button></div>
<h3 id="parallel">Parallel rendering</h3><ul><li>Use workers</li><li>in parallel</li></ul>
<h4>Minor heading</h4><p>Still the h3 section.</p>
<h2 id="the-script-tag">The &lt;script&gt; tag</h2><p>Writing &lt;img src=x onerror=alert(1)&gt; is shown as text.</p>
<footer class="doc-footer">Edit this page</footer></div></article>
<nav class="pager">Next page words</nav></main><footer>Site footer words</footer></body></html>`;

test('the indexer reads title, h2/h3 hierarchy with anchors and section text, and leaves out page chrome', () => {
  const page = extractPage(DOC_HTML, 'Site');
  assert.equal(page.title, 'Rendering guide');
  assert.equal(page.noindex, false);
  assert.equal(page.breadcrumbRoot, 'Guides');
  assert.deepEqual(
    page.sections.map((s) => [s.level, s.lvl2, s.lvl3, s.anchor]),
    [
      [1, null, null, null],
      [2, 'Rendering frames', null, 'rendering-frames'],
      [3, 'Rendering frames', 'Parallel rendering', 'parallel'],
      [2, 'The <script> tag', null, 'the-script-tag'],
    ],
  );
  assert.equal(page.sections[0]!.text, 'Intro about frames.');
  assert.equal(page.sections[1]!.text, 'Each frame goes through the pipeline.');
  assert.equal(
    page.sections[2]!.text,
    'Use workers in parallel Minor heading Still the h3 section.',
  );
  assert.equal(page.sections[3]!.text, 'Writing <img src=x onerror=alert(1)> is shown as text.');
  const all = JSON.stringify(page);
  for (const chrome of [
    'Navbar words',
    'Sidebar words',
    'Mobile toc words',
    'secretCode',
    'Copy',
    'Edit this page',
    'Next page words',
    'Site footer words',
    'example.ts',
    '#',
  ]) {
    assert.ok(
      !all.includes(`"${chrome}`) && !all.includes(chrome + '"') && !all.includes(` ${chrome} `),
      `indexed "${chrome}"`,
    );
  }
});

test('the indexer falls back to <main> and the document title, and sees robots noindex', () => {
  const page = extractPage(
    '<html><head><title>Home | Site</title><meta name="robots" content="noindex, nofollow"></head><body><div class="announcement">Announcement words</div><nav>Menu</nav><main><p>Welcome <b>home</b>.</p></main></body></html>',
    'Site',
  );
  assert.equal(page.title, 'Home');
  assert.equal(page.noindex, true);
  assert.equal(page.breadcrumbRoot, null);
  assert.deepEqual(page.sections, [
    { level: 1, lvl2: null, lvl3: null, anchor: null, text: 'Welcome home.' },
  ]);
});

test('a landing page: the h1 outside any article titles it, and article cards in <main> are content', () => {
  const page = extractPage(
    `<html><head><title>Home | Site</title><meta name="description" content="Make videos with code."></head>
<body><nav>Menu words</nav><main><header class="hero"><h1>Videos in code</h1><p>Hero lead</p></header>
<section><p class="mk-eyebrow">Eyebrow words</p><h2 id="why">Why code</h2><p>Intro of why.</p>
<article class="card"><h3>First card</h3><p>First words.</p></article>
<article class="card"><h3>Second card</h3><p>Second words.</p><a class="mk-button" href="/x">Get started</a></article>
</section></main><footer>Footer words</footer></body></html>`,
    'Site',
  );
  assert.equal(page.title, 'Videos in code');
  assert.deepEqual(
    page.sections.map((s) => [s.level, s.lvl2, s.lvl3, s.text]),
    [
      [1, null, null, 'Make videos with code.'],
      [2, 'Why code', null, 'Intro of why.'],
      [3, 'Why code', 'First card', 'First words.'],
      [3, 'Why code', 'Second card', 'Second words.'],
    ],
  );
  const all = JSON.stringify(page);
  for (const chrome of ['Menu words', 'Eyebrow words', 'Get started', 'Footer words'])
    assert.ok(!all.includes(chrome), `indexed "${chrome}"`);
});

test('a collection item page: no back link, tag chips or button links in its text', () => {
  const page = extractPage(
    `<html><head><title>Audiogram | Site</title></head><body><main><div class="template-page__band">
<a href="/templates/" class="template-page__back">← All templates</a>
<div class="template-page__tags"><span class="mk-pill">Freechip</span><span class="mk-pill">audiochip</span></div>
<h1>Audiogram</h1><p class="template-page__lead">Waveform videos for podcasts</p>
<a class="mk-button mk-button--secondary" href="https://github.com/x/y">remotion-dev/template-audiogram</a>
<div role="button">Role button words</div></div>
<section><h2>About this template</h2><p>Turns a podcast into a video. See <a href="/docs">the docs</a>.</p>
<p><a href="/experts">Back to all experts</a></p></section></main></body></html>`,
    'Site',
  );
  assert.equal(page.title, 'Audiogram');
  assert.deepEqual(
    page.sections.map((s) => s.text),
    ['Waveform videos for podcasts', 'Turns a podcast into a video. See the docs.'],
  );
  const all = JSON.stringify(page);
  for (const chrome of ['All templates', 'chip', 'template-audiogram', 'Role button', 'Back to'])
    assert.ok(!all.includes(chrome), `indexed "${chrome}"`);
});

test("the page's description joins its intro unless the page says it already", () => {
  const page = (title: string, body: string, head: string) =>
    `<html><head><title>${title} | Site</title>${head}</head><body><main><article><h1>${title}</h1>${body}</article></main></body></html>`;
  const quoted = extractPage(
    page(
      'delayRender() timeouts',
      '<p>Why it happens.</p><pre><code>A delayRender() was called but not cleared</code></pre>',
      '<meta name="description" content="Why you see &quot;A delayRender() was called but not cleared&quot;.">',
    ),
    'Site',
  );
  assert.equal(
    quoted.sections[0]!.text,
    'Why it happens. Why you see "A delayRender() was called but not cleared".',
  );
  const same = extractPage(
    page(
      'Doc',
      '<p>The first paragraph.</p>',
      '<meta name="description" content="The first paragraph.">',
    ),
    'Site',
  );
  assert.equal(same.sections[0]!.text, 'The first paragraph.');
});

test("a sidebar category's own page is a category index, and its category is its lvl0", () => {
  const crumbs = (...names: string[]) =>
    `<script type="application/ld+json">${JSON.stringify({
      '@type': 'BreadcrumbList',
      itemListElement: names.map((name) => ({ name })),
    })}</script>`;
  const doc = (head: string, sidebar: string) =>
    `<html><head><title>T | Site</title>${head}</head><body><aside>${sidebar}</aside><main><article><h1>T</h1><p>Text.</p></article></main></body></html>`;
  const categoryLink =
    '<a href="/docs/render" class="menu__link menu__link--sublist menu__link--active" aria-current="page">Rendering</a>';
  const docLink =
    '<a href="/docs/render/gif" class="menu__link menu__link--active" aria-current="page">GIFs</a>';
  const byLink = extractPage(doc(crumbs('Rendering', 'Ways to render'), categoryLink));
  assert.equal(byLink.categoryIndex, true);
  assert.equal(byLink.breadcrumbRoot, 'Rendering');
  const byCrumb = extractPage(doc(crumbs('Serverless: Lambda'), ''));
  assert.equal(byCrumb.categoryIndex, true);
  assert.equal(byCrumb.breadcrumbRoot, 'Serverless: Lambda');
  const plain = extractPage(doc(crumbs('Rendering', 'GIFs'), docLink));
  assert.equal(plain.categoryIndex, false);
  assert.equal(plain.breadcrumbRoot, 'Rendering');
});

test('dev index: Markdown sections get the ids rehype-slug gives them, code is skipped', () => {
  const { h1, sections } = sectionsFromMarkdown(
    '# Title\n\nIntro [link](./x.md) text.\n\n## Set up `npm` {#setup}\n\nRun it.\n\n```bash\nsecret code\n```\n\n### Step one\n\nA <Tag>jsx</Tag> word.\n\n## Step one\n\nAgain.\n',
  );
  assert.equal(h1, 'Title');
  assert.deepEqual(
    sections.map((s) => [s.level, s.lvl2, s.lvl3, s.anchor, s.text]),
    [
      [1, null, null, null, 'Intro link text.'],
      [2, 'Set up npm', null, 'setup', 'Run it.'],
      [3, 'Set up npm', 'Step one', 'step-one', 'A jsx word.'],
      [2, 'Step one', null, 'step-one-1', 'Again.'],
    ],
  );
});

function tmpDir(): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), 'tessera-search-'));
}

test('dev index: pages come from the routes whose metadata names a Markdown source; drafts and unlisted left out', () => {
  const dir = tmpDir();
  const write = (name: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    fs.writeFileSync(path.join(dir, name), text);
    return path.join(dir, name);
  };
  const route = (
    routePath: string,
    metadata: Record<string, unknown> | undefined,
    extra: Record<string, unknown> = {},
  ) => ({ path: routePath, component: '@theme/X', metadata, ...extra });
  const routes = [
    route('/docs/a', {
      sourceFilePath: write('docs/a.md', '# A\n\nalpha'),
      title: 'A',
      searchGroup: 'Docs',
    }),
    route('/docs/d', {
      sourceFilePath: write('docs/d.md', 'draftdragon'),
      title: 'D',
      draft: true,
    }),
    route(
      '/docs/u',
      { sourceFilePath: write('docs/u.md', 'hiddenunicorn'), title: 'U' },
      { unlisted: true },
    ),
    route('/blog/p', {
      sourceFilePath: write('blog/p.md', 'a post'),
      title: 'P',
      searchGroup: 'News',
    }),
    route('/about', {
      sourceFilePath: write('pages/about.md', '---\ntitle: About\n---\nabout text'),
    }),
    route('/showcase', undefined),
    route('/react-page', { sourceFilePath: write('pages/react.tsx', 'export default 1') }),
  ];
  const pages = pagesFromRoutes(routes);
  assert.deepEqual(
    pages.map((p) => [p.url, p.lvl0, p.lvl1]),
    [
      ['/docs/a', 'Docs', 'A'],
      ['/blog/p', 'News', 'P'],
      ['/about', 'Pages', 'About'],
    ],
  );
});

/** Runs the plugin's postBuild over a fake build folder. */
async function postBuild(
  files: Record<string, string>,
  routes: Array<Record<string, unknown>>,
  options: Record<string, unknown> = {},
) {
  const outDir = tmpDir();
  for (const [name, html] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(outDir, name)), { recursive: true });
    fs.writeFileSync(path.join(outDir, name), html);
  }
  const siteConfig = { title: 'Site', baseUrl: '/', trailingSlash: undefined, themeConfig: {} };
  const context = {
    siteDir: outDir,
    siteConfig,
    siteConfigPath: '',
    outDir,
    generatedDir: outDir,
    cacheDir: outDir,
    baseUrl: '/',
    isDev: false,
  };
  const plugin = await searchPlugin(context as never, searchPlugin.optionsSchema!.parse(options));
  const pages = new Map(
    routes.map((r) => [
      r.path as string,
      (r.file as string) ?? `${(r.path as string).slice(1) || 'index'}/index.html`,
    ]),
  );
  await plugin.postBuild!({
    outDir,
    content: undefined,
    routes: routes as never,
    siteConfig: siteConfig as never,
    pages,
    previousOutDir: path.join(outDir, 'no-previous-build'),
  });
  const read = (name: string) =>
    JSON.parse(fs.readFileSync(path.join(outDir, 'search', name), 'utf8'));
  const manifest = read('manifest.json') as SearchManifest;
  const blocks = Array.from(
    { length: manifest.blockCount },
    (_, i) => read(`${manifest.dir}/b${i}.json`) as { url: string; lvl0: string; lvl1: string },
  );
  return { outDir, manifest, blocks };
}

const page = (title: string, body: string, head = '') =>
  `<html><head><title>${title} | Site</title>${head}</head><body><main><article><h1>${title}</h1>${body}</article></main></body></html>`;

test('postBuild indexes docs, posts and pages, and skips unlisted, noindex, 404 and list pages', async () => {
  const docs = { name: 'tessera-plugin-docs', id: 'default' };
  const inDocs = { searchGroup: 'Docs' };
  const { manifest, blocks } = await postBuild(
    {
      'docs/a/index.html': page('Doc A', '<p>alpha</p><h2 id="two">Two</h2><p>beta</p>'),
      'docs/u/index.html': page('Unlisted', '<p>hiddenunicorn</p>'),
      'docs/n/index.html': page(
        'Noindex',
        '<p>noindexed</p>',
        '<meta name="robots" content="noindex">',
      ),
      'docs/tags/index.html': page('Tags', '<p>tag list</p>'),
      'about/index.html': page('About', '<p>about us</p>'),
      '404.html': page('Page Not Found', '<p>nothing</p>'),
    },
    [
      // The docs plugin names the group its pages are listed under.
      { path: '/docs/a', component: '@theme/DocItem', plugin: docs, metadata: inDocs },
      {
        path: '/docs/u',
        component: '@theme/DocItem',
        plugin: docs,
        metadata: inDocs,
        unlisted: true,
      },
      { path: '/docs/n', component: '@theme/DocItem', plugin: docs, metadata: inDocs },
      { path: '/docs/tags', component: '@theme/DocTagsListPage', plugin: docs },
      {
        path: '/about',
        component: '/site/pages/about.tsx',
        plugin: { name: 'tessera-plugin-pages', id: 'default' },
      },
      { path: '/404', component: '@theme/NotFound', file: '404.html' },
    ],
  );
  assert.deepEqual(
    blocks.map((b) => [b.url, b.lvl0, b.lvl1]),
    [
      ['/docs/a', 'Docs', 'Doc A'],
      ['/about', 'Pages', 'About'],
    ],
  );
  assert.equal(manifest.pageCount, 2);
  assert.equal(manifest.documentCount, 3);
});

test('the plugin adds /search and says where the index is; hosted mode preconnects and builds no local index', async () => {
  const run = async (themeConfig: Record<string, unknown>) => {
    const dir = tmpDir();
    const siteConfig = {
      title: 'Site',
      baseUrl: '/docs-site/',
      trailingSlash: undefined,
      themeConfig,
    };
    const plugin = await searchPlugin(
      {
        siteDir: dir,
        siteConfig,
        siteConfigPath: '',
        outDir: dir,
        generatedDir: dir,
        cacheDir: dir,
        baseUrl: '/docs-site/',
        isDev: false,
      } as never,
      searchPlugin.optionsSchema!.parse({}),
    );
    const routes: unknown[] = [];
    let globalData: unknown;
    await plugin.contentLoaded!({
      content: undefined,
      actions: {
        addRoute: (r) => routes.push(r),
        createData: async () => '',
        setGlobalData: (d) => (globalData = d),
      },
    });
    await plugin.postBuild!({
      outDir: dir,
      content: undefined,
      routes: [],
      siteConfig: siteConfig as never,
      pages: new Map(),
      previousOutDir: path.join(dir, 'no-previous-build'),
    });
    return {
      routes,
      globalData,
      tags: plugin.injectHtmlTags!({ content: undefined }),
      built: fs.existsSync(path.join(dir, 'search/manifest.json')),
    };
  };
  const local = await run({});
  assert.deepEqual(local.routes, [
    { path: '/docs-site/search', component: '@theme/SearchPage', exact: true },
  ]);
  assert.deepEqual(local.globalData, {
    hosted: false,
    indexUrl: '/docs-site/search/manifest.json',
    searchPagePath: '/docs-site/search',
    missingResultsUrl: null,
  });
  assert.deepEqual(local.tags, {});
  assert.equal(local.built, true);
  const hosted = await run({
    algolia: { appId: 'APP1', apiKey: 'k', indexName: 'remotion', searchPagePath: 'find' },
  });
  assert.deepEqual(hosted.globalData, {
    hosted: true,
    indexUrl: null,
    searchPagePath: '/docs-site/find',
    missingResultsUrl: null,
  });
  assert.deepEqual(hosted.tags, {
    headTags: [
      {
        tagName: 'link',
        attributes: {
          rel: 'preconnect',
          href: 'https://APP1-dsn.algolia.net',
          crossorigin: 'anonymous',
        },
      },
    ],
  });
  assert.equal(hosted.built, false);
});

// A small corpus for the query side: built by the real writer, served from memory.
const CORPUS: IndexablePage[] = [
  {
    url: '/docs/render',
    lvl0: 'Guides & tips',
    lvl1: 'Rendering videos',
    sections: [
      {
        level: 1,
        lvl2: null,
        lvl3: null,
        anchor: null,
        text: 'How to render a composition to a file.',
      },
      {
        level: 2,
        lvl2: 'Codecs',
        lvl3: null,
        anchor: 'codecs',
        text:
          'Pick the h264 codec for compatibility. ' +
          'Filler words go here. '.repeat(20) +
          'Another codec note.',
      },
      {
        level: 3,
        lvl2: 'Codecs',
        lvl3: 'Transparent video',
        anchor: 'transparent',
        text: 'Use ProRes for transparency.',
      },
    ],
  },
  {
    url: '/docs/unsafe',
    lvl0: 'Docs',
    lvl1: 'The <b>bold</b> page',
    sections: [
      { level: 1, lvl2: null, lvl3: null, anchor: null, text: 'Intro.' },
      {
        level: 2,
        lvl2: 'The <script> tag',
        lvl3: null,
        anchor: 'the-script-tag',
        text: 'Writing <script>alert("x")</script> or <img src=x onerror=alert(1)> shows as text.',
      },
    ],
  },
  ...Array.from({ length: 45 }, (_, i): IndexablePage => ({
    url: `/docs/many/${i}`,
    lvl0: 'Many',
    lvl1: `Widget ${i}`,
    sections: [
      { level: 1, lvl2: null, lvl3: null, anchor: null, text: `Widget ${i} explains widgetflux.` },
    ],
  })),
];

function memoryIndex(files: Map<string, string>, log: string[] = []) {
  return async (url: string) => {
    log.push(url);
    const text = files.get(url.replace(/^\/search\//, ''));
    if (text === undefined) throw new Error(`404 ${url}`);
    return JSON.parse(text) as unknown;
  };
}

const DOCSEARCH_PARAMS = {
  attributesToSnippet: [
    'hierarchy.lvl1:10',
    'hierarchy.lvl2:10',
    'hierarchy.lvl3:10',
    'content:10',
  ],
  snippetEllipsisText: '…',
  highlightPreTag: '<mark>',
  highlightPostTag: '</mark>',
  hitsPerPage: 20,
};

async function query(files: Map<string, string>, q: string, extra: Record<string, unknown> = {}) {
  const client = createLocalSearchClient(
    new LocalIndex('/search/manifest.json', memoryIndex(files)),
  );
  const { results } = await client.search({
    requests: [{ indexName: 'local', query: q, ...DOCSEARCH_PARAMS, ...extra }],
  });
  return results[0]!;
}

test('query adapter: Algolia-shaped hits with hierarchy, anchors and highlighted matches', async () => {
  const files = buildIndexFiles(CORPUS);
  const res = await query(files, 'transparent');
  assert.equal(res.nbHits, 1);
  const hit = res.hits[0]!;
  assert.equal(hit.url, '/docs/render#transparent');
  assert.equal(hit.url_without_anchor, '/docs/render');
  assert.equal(hit.type, 'lvl3');
  assert.deepEqual(hit.hierarchy, {
    lvl0: 'Guides & tips',
    lvl1: 'Rendering videos',
    lvl2: 'Codecs',
    lvl3: 'Transparent video',
    lvl4: null,
    lvl5: null,
    lvl6: null,
  });
  assert.equal(hit._highlightResult.hierarchy.lvl3!.value, '<mark>Transparent</mark> video');
  assert.equal(hit._highlightResult.hierarchy.lvl3!.matchLevel, 'full');
  assert.deepEqual(hit._highlightResult.hierarchy.lvl3!.matchedWords, ['transparent']);
  // lvl0 is only ever rendered as text by DocSearch: left as it is.
  assert.equal(hit._highlightResult.hierarchy.lvl0!.value, 'Guides & tips');

  const content = (await query(files, 'prores')).hits[0]!;
  assert.equal(content.type, 'content');
  assert.equal(content._snippetResult.content!.value, 'Use <mark>ProRes</mark> for transparency.');
});

test('query adapter: words must all match, the last one as a prefix, long ones with a typo', async () => {
  const files = buildIndexFiles(CORPUS);
  assert.equal((await query(files, 'h264 prores')).nbHits, 0);
  assert.deepEqual(
    (await query(files, 'h264 codec')).hits.map((h) => h.url),
    ['/docs/render#codecs'],
  );
  assert.ok((await query(files, 'rend')).hits.some((h) => h.url === '/docs/render'));
  assert.ok((await query(files, 'compositon')).hits.some((h) => h.url === '/docs/render'));
  assert.equal((await query(files, '')).nbHits, 0);
});

test('query adapter: snippets cut around the first match with the ellipsis', async () => {
  const files = buildIndexFiles(CORPUS);
  const hit = (await query(files, 'another')).hits[0]!;
  assert.match(hit._snippetResult.content!.value, /^….*<mark>Another<\/mark> codec note\.$/);
  assert.equal(
    hit._snippetResult
      .content!.value.replace(/<\/?mark>|…/g, '')
      .trim()
      .split(/\s+/).length,
    10,
  );
});

test('query adapter: indexed markup is escaped text everywhere, only <mark> is added', async () => {
  const files = buildIndexFiles(CORPUS);
  const hits = (await query(files, 'onerror')).hits;
  assert.equal(hits.length, 1);
  const hit = hits[0]!;
  const values = [
    hit.content,
    hit.hierarchy.lvl1,
    hit.hierarchy.lvl2,
    ...Object.values(hit._highlightResult.hierarchy)
      .slice(1)
      .map((a) => a!.value),
    hit._highlightResult.content!.value,
    ...Object.values(hit._snippetResult.hierarchy).map((a) => a!.value),
    hit._snippetResult.content!.value,
  ];
  for (const value of values)
    assert.ok(!/<(?!\/?mark>)/.test(value!), `unescaped markup in ${value}`);
  assert.equal(hit.hierarchy.lvl2, 'The &lt;script&gt; tag');
  assert.equal(hit.hierarchy.lvl1, 'The &lt;b&gt;bold&lt;/b&gt; page');
  assert.match(
    hit._highlightResult.content!.value,
    /&lt;img src=x <mark>onerror<\/mark>=alert\(1\)&gt;/,
  );
  assert.match(
    hit._highlightResult.content!.value,
    /&lt;script&gt;alert\(&quot;x&quot;\)&lt;\/script&gt;/,
  );
});

test('query adapter: 20 hits per page, nbHits and nbPages for "load more"', async () => {
  const files = buildIndexFiles(CORPUS);
  const first = await query(files, 'widgetflux');
  assert.equal(first.nbHits, 45);
  assert.equal(first.nbPages, 3);
  assert.equal(first.hits.length, 20);
  const third = await query(files, 'widgetflux', { page: 2 });
  assert.equal(third.hits.length, 5);
  const ids = new Set(
    [...first.hits, ...(await query(files, 'widgetflux', { page: 1 })).hits, ...third.hits].map(
      (h: LocalSearchHit) => h.objectID,
    ),
  );
  assert.equal(ids.size, 45);
});

test('sharded index: a query fetches only its shards and the blocks of its hits, with the same results', async () => {
  const single = buildIndexFiles(CORPUS);
  const sharded = buildIndexFiles(CORPUS, { shardBytes: 200 });
  const manifest = JSON.parse(sharded.get('manifest.json')!) as SearchManifest;
  assert.ok(manifest.shards.length > 3);
  assert.equal(manifest.shards[0], '');
  assert.equal(shardOf(manifest.shards, 'zzzz'), manifest.shards.length - 1);
  assert.ok(shardsForQuery(manifest.shards, 'codec').length < manifest.shards.length);
  for (const q of ['codec', 'widget', 'transparent video', 'onerror']) {
    const a = await query(single, q);
    const b = await query(sharded, q);
    assert.deepEqual(
      b.hits.map((h) => h.url),
      a.hits.map((h) => h.url),
      q,
    );
  }
  const log: string[] = [];
  const client = createLocalSearchClient(
    new LocalIndex('/search/manifest.json', memoryIndex(sharded, log)),
  );
  await client.search({ requests: [{ query: 'transparent', ...DOCSEARCH_PARAMS }] });
  const shardFetches = log.filter((u) => /\/t\d+\.json$/.test(u));
  assert.ok(
    shardFetches.length >= 1 && shardFetches.length < manifest.shards.length,
    log.join(' '),
  );
  assert.deepEqual(log.filter((u) => /\/b\d+\.json$/.test(u)).length, 1);
});

test('query adapter: a missing or corrupt index is a RetryError (DocSearch error screen), and is retried later', async () => {
  const missing = createLocalSearchClient(
    new LocalIndex('/search/manifest.json', memoryIndex(new Map())),
  );
  await assert.rejects(missing.search({ requests: [{ query: 'x' }] }), { name: 'RetryError' });
  await assert.rejects(getLocalSearchClient(null).search({ requests: [{ query: 'x' }] }), {
    name: 'RetryError',
  });
  const corrupt = new Map([['manifest.json', '{"version":99}']]);
  await assert.rejects(
    createLocalSearchClient(new LocalIndex('/search/manifest.json', memoryIndex(corrupt))).search({
      requests: [{ query: 'x' }],
    }),
    { name: 'RetryError' },
  );

  const files = buildIndexFiles(CORPUS);
  let up = false;
  const flaky = memoryIndex(files);
  const client = createLocalSearchClient(
    new LocalIndex('/search/manifest.json', (url) =>
      up ? flaky(url) : Promise.reject(new Error('offline')),
    ),
  );
  await assert.rejects(client.search({ requests: [{ query: 'codec' }] }), { name: 'RetryError' });
  up = true;
  assert.ok((await client.search({ requests: [{ query: 'codec' }] })).results[0]!.nbHits > 0);
});

test('highlight and snippet helpers escape text and mark matched words only', () => {
  const terms = new Set(['render']);
  assert.equal(
    escapeHtml(`<a href="x">'&'</a>`),
    '&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;',
  );
  const h = highlight('Render <b>render</b> renderer', { terms, queryTerms: ['render'] });
  assert.equal(h.value, '<mark>Render</mark> &lt;b&gt;<mark>render</mark>&lt;/b&gt; renderer');
  assert.equal(h.matchLevel, 'full');
  assert.equal(highlight('nothing here', { terms, queryTerms: ['render'] }).matchLevel, 'none');
  assert.equal(
    snippet('one two three four five six render seven eight nine ten eleven', 4, {
      terms,
      queryTerms: ['render'],
    }).value,
    '…six <mark>render</mark> seven eight…',
  );
  assert.equal(
    safeHighlightHtml('a <mark>b</mark> <img src=x onerror=alert(1)> c < d'),
    'a <mark>b</mark>  c &lt; d',
  );
});

test('result URLs: same-site absolute URLs become paths; externalUrlRegex and other hosts stay full page loads', () => {
  assert.equal(
    toSitePath('https://www.remotion.dev/docs/a#b', 'https://www.remotion.dev'),
    '/docs/a#b',
  );
  assert.equal(toSitePath('/docs/a', 'https://www.remotion.dev'), '/docs/a');
  assert.equal(isExternalResult('/docs/a', undefined, 'https://www.remotion.dev'), false);
  assert.equal(
    isExternalResult('https://other.dev/x', undefined, 'https://www.remotion.dev'),
    true,
  );
  assert.equal(isExternalResult('/api/x', '/api/', 'https://www.remotion.dev'), true);
});

test('the index builder writes what MiniSearch serializes for the same records', () => {
  // Repeated words, accents, a long token, an empty heading: what field lengths and term
  // frequencies depend on.
  const pages: IndexablePage[] = [
    ...CORPUS,
    {
      url: '/docs/repeats',
      lvl0: 'Équipe',
      lvl1: 'Render render RENDER',
      sections: [
        {
          level: 1,
          lvl2: null,
          lvl3: null,
          anchor: null,
          text: 'render the render, Équipe équipe',
        },
        { level: 2, lvl2: '', lvl3: null, anchor: 'x', text: `${'a'.repeat(40)} token token` },
        { level: 3, lvl2: 'Two', lvl3: 'Three three', anchor: 'y', text: '' },
      ],
    },
  ];
  const files = buildIndexFiles(pages, { shardBytes: 1000 });
  const manifest = JSON.parse(files.get(MANIFEST_FILE)!) as SearchManifest;
  const base = JSON.parse(files.get(baseFile(manifest.dir))!) as SearchBase;
  const shards = manifest.shards.flatMap(
    (_, i) => JSON.parse(files.get(shardFile(manifest.dir, i))!) as SearchShard,
  );

  const mini = new MiniSearch<{ id: number; h: string; p: string; c: string }>(miniSearchOptions);
  for (const page of pages)
    for (const s of page.sections) {
      const [h, p] =
        s.level === 1
          ? [page.lvl1, page.lvl0]
          : s.level === 2
            ? [s.lvl2 ?? '', page.lvl1]
            : [s.lvl3 ?? '', `${page.lvl1} ${s.lvl2 ?? ''}`];
      mini.add({ id: mini.documentCount, h, p, c: s.text });
    }
  const json = mini.toJSON();
  assert.equal(manifest.documentCount, json.documentCount);
  const round = (n: number) => Math.round(n * 1000) / 1000;
  assert.deepEqual(base.averageFieldLength, json.averageFieldLength.map(round));
  assert.deepEqual(
    base.fieldLength,
    Array.from({ length: json.documentCount }, (_, id) => json.fieldLength[id]!).flat(),
  );
  const expected = json.index
    .map(([term, data]): ShardEntry => {
      const postings = Object.entries(data as Record<string, Record<string, number>>).map(
        ([field, docs]): FieldPostings => {
          const ids = Object.keys(docs)
            .map(Number)
            .sort((a, b) => a - b);
          const gaps = ids.map((id, i) => (i === 0 ? id : id - ids[i - 1]!));
          const freqs = ids.map((id) => docs[id]!);
          return freqs.every((f) => f === 1) ? [Number(field), gaps] : [Number(field), gaps, freqs];
        },
      );
      return [term, postings];
    })
    .sort((a, b) => (a[0] < b[0] ? -1 : 1));
  assert.deepEqual(shards, expected);
});

test('a page read as bytes: text around multi-byte characters is cut at the right places', () => {
  const html = `<!DOCTYPE html><html><head><title>Équipe ✓ | Site</title></head><body><nav><a href="/">Ünïcödé 🎬 navbar</a></nav><aside><a class="menu__link menu__link--sublist" aria-current="page" href="/docs/équipe">Équipe 🎬</a></aside><main><article><h1>Équipe 🎬 title</h1><p>Intro “quoted” — text.</p><h2 id="ß">Straße ✓</h2><p>Größe 🎬 text.</p></article></main></body></html>`;
  const page = extractPage(Buffer.from(html), 'Site');
  assert.equal(page.title, 'Équipe 🎬 title');
  assert.equal(page.categoryIndex, true);
  assert.deepEqual(
    page.sections.map((s) => [s.lvl2, s.anchor, s.text]),
    [
      [null, null, 'Intro “quoted” — text.'],
      ['Straße ✓', 'ß', 'Größe 🎬 text.'],
    ],
  );
});

test('index terms are lowercased, accents folded, and very long tokens left out', () => {
  assert.equal(processTerm('Render'), 'render');
  assert.equal(processTerm('Équipe'), 'equipe');
  assert.equal(processTerm('Größe'), 'große');
  assert.equal(processTerm('ÉQUIPE2'), 'equipe2');
  assert.equal(processTerm('x'.repeat(33)), null);
});

test('blocks handed on as they are made are the blocks kept otherwise, under the same folder name', () => {
  const kept = buildIndexFiles(CORPUS, { blockChars: 200 });
  const handed = new Map<number, string>();
  const builder = new SearchIndexBuilder({
    blockChars: 200,
    onBlock: (index, json) => handed.set(index, json),
  });
  for (const p of CORPUS) builder.add(p);
  const rest = builder.files();
  const manifest = JSON.parse(kept.get(MANIFEST_FILE)!) as SearchManifest;
  assert.ok(manifest.blockCount > CORPUS.length);
  assert.deepEqual(JSON.parse(rest.get(MANIFEST_FILE)!), manifest);
  assert.deepEqual(
    [...handed].map(([i, json]) => [blockFile(manifest.dir, i), json]),
    [...kept].filter(([name]) => /\/b\d+\.json$/.test(name)),
  );
  assert.deepEqual(
    [...rest.keys()],
    [...kept.keys()].filter((name) => !/\/b\d+\.json$/.test(name)),
  );
});

test('the index folder is written a shard at a time: the postings of later shards are still held', () => {
  const builder = new SearchIndexBuilder({ shardBytes: 200 });
  for (const p of CORPUS) builder.add(p);
  const termsBefore = builder.heldTerms;
  const heldAtShard: number[] = [];
  const written = new Map<string, string>();
  const manifest = builder.writeFolder((name, text) => {
    if (/^t\d+\.json$/.test(name)) heldAtShard.push(builder.heldTerms);
    written.set(name, text);
  });
  assert.ok(manifest.shards.length > 3);
  assert.equal(heldAtShard.length, manifest.shards.length);
  // Each shard was handed on before the terms after it were encoded; none are left at the end.
  assert.ok(heldAtShard[0]! > termsBefore / 2, `${heldAtShard[0]} of ${termsBefore}`);
  for (let i = 1; i < heldAtShard.length; i++) assert.ok(heldAtShard[i]! < heldAtShard[i - 1]!);
  assert.equal(builder.heldTerms, 0);
  // The same files, under the same folder name, as the index made all at once.
  const whole = buildIndexFiles(CORPUS, { shardBytes: 200 });
  assert.deepEqual(JSON.parse(whole.get(MANIFEST_FILE)!), manifest);
  for (const [name, text] of written)
    assert.equal(whole.get(`${manifest.dir}/${name}`), text, name);
});

test("a rebuild that keeps the unchanged pages' records from the previous index writes what a fresh build writes", () => {
  const section = (text: string, heading: string | null = null) => ({
    level: (heading ? 2 : 1) as 1 | 2,
    lvl2: heading,
    lvl3: null,
    anchor: heading && heading.toLowerCase(),
    text,
  });
  const doc = (name: string, ...sections: ReturnType<typeof section>[]): IndexablePage => ({
    url: `/docs/${name}`,
    lvl0: 'Docs',
    lvl1: `The ${name} page`,
    sections,
  });
  const before = [
    doc('a', section('render render video'), section('codec frames', 'Codecs')),
    doc('b', section('lambda render')),
    doc('c', section('gone soon video')),
    doc('d', section('player video video'), section('props', 'Props')),
  ];
  // b edited with one more section, c removed, e added, the order of a and d swapped.
  const after = [
    before[3]!,
    doc('b', section('lambda render edited'), section('regions render', 'Regions')),
    before[0]!,
    doc('e', section('brand new render')),
  ];
  const kept = new Map([
    [before[0]!, 0],
    [before[3]!, 4],
  ]);
  const previous = buildIndexFiles(before);
  const manifest = JSON.parse(previous.get(MANIFEST_FILE)!) as SearchManifest;
  const base = JSON.parse(previous.get(baseFile(manifest.dir))!) as SearchBase;
  const entries = manifest.shards.flatMap(
    (_, i) => JSON.parse(previous.get(shardFile(manifest.dir, i))!) as SearchShard,
  );

  const builder = new SearchIndexBuilder();
  const newIds = new Int32Array(manifest.documentCount).fill(-1);
  for (const page of after) {
    const firstBefore = kept.get(page);
    if (firstBefore === undefined) {
      builder.add(page);
      continue;
    }
    const count = page.sections.length;
    const lengths = base.fieldLength.slice(firstBefore * 3, (firstBefore + count) * 3);
    const first = builder.addKept(page, lengths);
    for (let r = 0; r < count; r++) newIds[firstBefore + r] = first + r;
  }
  builder.mergePrevious(entries, newIds);
  assert.deepEqual(builder.files(), buildIndexFiles(after));
});

test('a rebuild reads only the pages whose file changed, links the index files that did not, and gives the index a fresh run gives', async () => {
  const routes = ['a', 'b', 'c'].map((name) => ({
    path: `/docs/${name}`,
    component: '@theme/DocItem',
    plugin: { name: 'tessera-plugin-docs', id: 'default' },
    metadata: { searchGroup: 'Docs' },
  }));
  const pages = new Map(routes.map((r) => [r.path, `${r.path.slice(1)}/index.html`]));
  const html = (name: string, words: string) => page(`Doc ${name}`, `<p>${words}</p>`);
  const run = async (outDir: string, cacheDir: string, previousOutDir: string) => {
    const context = { siteDir: cacheDir, siteConfig, outDir, generatedDir: cacheDir, cacheDir };
    const plugin = await searchPlugin(
      { ...context, siteConfigPath: '', baseUrl: '/', isDev: false } as never,
      searchPlugin.optionsSchema!.parse({}),
    );
    const args = { outDir, content: undefined, routes: routes as never, pages, previousOutDir };
    await plugin.postBuild!({ ...args, siteConfig: siteConfig as never });
    const manifest = JSON.parse(
      fs.readFileSync(path.join(outDir, 'search/manifest.json'), 'utf8'),
    ) as SearchManifest;
    return { manifest, file: (name: string) => path.join(outDir, 'search', manifest.dir, name) };
  };
  const siteConfig = { title: 'Site', baseUrl: '/', trailingSlash: undefined, themeConfig: {} };
  const write = (dir: string, name: string, text: string) => {
    fs.mkdirSync(path.join(dir, 'docs', name), { recursive: true });
    fs.writeFileSync(path.join(dir, 'docs', name, 'index.html'), text);
  };

  const cacheDir = tmpDir();
  const first = tmpDir();
  write(first, 'a', html('A', 'alpha words'));
  write(first, 'b', html('B', 'beta words'));
  write(first, 'c', html('C', 'gamma words'));
  const before = await run(first, cacheDir, path.join(first, 'none'));

  // The next build: a and b kept (linked, as the render cache keeps pages), c edited.
  const second = tmpDir();
  for (const name of ['a', 'b']) {
    fs.mkdirSync(path.join(second, 'docs', name), { recursive: true });
    fs.linkSync(
      path.join(first, 'docs', name, 'index.html'),
      path.join(second, 'docs', name, 'index.html'),
    );
  }
  write(second, 'c', html('C', 'delta words'));
  const read: string[] = [];
  const readFileSync = fs.readFileSync;
  fs.readFileSync = ((file: fs.PathOrFileDescriptor, ...rest: never[]) => {
    if (String(file).endsWith('.html')) read.push(path.relative(second, String(file)));
    return readFileSync(file, ...rest);
  }) as typeof fs.readFileSync;
  let after: Awaited<ReturnType<typeof run>>;
  try {
    after = await run(second, cacheDir, first);
  } finally {
    fs.readFileSync = readFileSync;
  }
  assert.deepEqual(read, ['docs/c/index.html']);

  const fresh = tmpDir();
  fs.cpSync(second, fresh, { recursive: true });
  fs.rmSync(path.join(fresh, 'search'), { recursive: true });
  const expected = await run(fresh, tmpDir(), path.join(fresh, 'none'));
  assert.notEqual(after.manifest.dir, before.manifest.dir);
  assert.equal(after.manifest.dir, expected.manifest.dir);
  const inode = (file: string) => fs.statSync(file).ino;
  // The blocks of a and b are the same bytes: linked. c's block is new.
  assert.equal(inode(after.file('b0.json')), inode(before.file('b0.json')));
  assert.equal(inode(after.file('b1.json')), inode(before.file('b1.json')));
  assert.notEqual(inode(after.file('b2.json')), inode(before.file('b2.json')));
  assert.match(fs.readFileSync(after.file('b2.json'), 'utf8'), /delta words/);
});
