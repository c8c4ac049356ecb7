// Search ranking (plugins/search/src/shared/rank.ts, query.ts) through the local index the search
// modal and the /search page query: page titles before sections, overviews before their
// sub-pages, results grouped by page, numbered steps never above their page, other forms of a
// word and optional function words.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { buildIndexFiles, type IndexablePage } from '../../plugins/search/src/writer';
import type { ExtractedSection } from '../../plugins/search/src/extract';
import {
  queryWords,
  sameWord,
  SECTIONS_PER_PAGE,
  termQuality,
  type SearchBase,
  type SearchManifest,
} from '../../plugins/search/src/shared/index';
import { LocalIndex, type LocalHit } from '../../theme/src/hooks/search/localIndex';

const intro = (text: string): ExtractedSection => ({
  level: 1,
  lvl2: null,
  lvl3: null,
  anchor: null,
  text,
});
const h2 = (heading: string, text: string): ExtractedSection => ({
  level: 2,
  lvl2: heading,
  lvl3: null,
  anchor: heading.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
  text,
});

const CORPUS: IndexablePage[] = [
  {
    url: '/docs/lambda/limits',
    lvl0: 'Lambda',
    lvl1: 'Lambda limits',
    sections: [
      intro('The limits of Lambda functions: memory, disk and time.'),
      h2('Overview', 'Read this first.'),
      h2('Lambda memory', 'Lambda functions have up to 10 GB of memory.'),
      h2('Lambda disk', 'The Lambda disk holds 10 GB.'),
      h2('Lambda timeout', 'A Lambda function stops after 15 minutes.'),
      h2('Lambda concurrency', 'Lambda runs 1000 functions at once per region.'),
    ],
  },
  {
    url: '/docs/lambda/permissions',
    lvl0: 'Lambda',
    lvl1: 'Lambda permissions',
    sections: [
      intro('The permissions Lambda needs.'),
      h2('The user policy', 'For Lambda users.'),
      h2('Setup', 'Read this first.'),
    ],
  },
  {
    url: '/docs/lambda',
    lvl0: 'Lambda',
    lvl1: 'Remotion Lambda',
    categoryIndex: true,
    sections: [
      intro('Render videos on AWS Lambda.'),
      h2('When to use Lambda', 'For many renders.'),
    ],
  },
  {
    url: '/docs/troubleshooting/debug-failed-render',
    lvl0: 'Troubleshooting',
    lvl1: 'Debugging a failed video',
    sections: [
      intro('Find out why a render failed.'),
      h2('1. Read the error', 'The message says which frame.'),
      h2('4. Render a single frame', 'Render only the failing frame to see the render error.'),
    ],
  },
  {
    url: '/docs/render',
    lvl0: 'Rendering',
    lvl1: 'Ways to render',
    categoryIndex: true,
    sections: [intro('You can render a video from the CLI, from Node.js or on Lambda.')],
  },
  {
    url: '/docs/api/renderer/render-media',
    lvl0: '@remotion/renderer',
    lvl1: 'renderMedia()',
    sections: [
      intro('renderMedia() renders a video on the server.'),
      h2('Options', 'Options of renderMedia().'),
    ],
  },
  {
    url: '/docs/installation',
    lvl0: 'Getting started',
    lvl1: 'Installing into an existing project',
    sections: [
      intro('Add Remotion to an app you have.'),
      h2('The packages', 'Install remotion and the CLI with exact versions.'),
    ],
  },
  {
    url: '/docs/schemas',
    lvl0: 'Parameterized videos',
    lvl1: 'Defining a schema',
    sections: [intro('Props with a Zod schema.'), h2('Install Zod', 'Use the same major version.')],
  },
  {
    url: '/docs/captions',
    lvl0: 'Captions',
    lvl1: 'Captions',
    categoryIndex: true,
    sections: [
      intro('Show captions in a video.'),
      h2('Storing captions', 'Keep captions as JSON.'),
    ],
  },
  {
    url: '/docs/captions/exporting',
    lvl0: 'Captions',
    lvl1: 'Exporting captions',
    sections: [
      intro('Burn captions in or export them as SRT. You can add captions as a track.'),
      h2('Burned-in captions', 'Captions drawn into the frames.'),
      h2('SRT captions', 'Captions as a file next to the video.'),
    ],
  },
  {
    url: '/docs/licensing',
    lvl0: 'Docs',
    lvl1: 'Licensing',
    sections: [intro('Who needs a company license.')],
  },
  {
    url: '/docs/editor/license',
    lvl0: 'Editor',
    lvl1: 'Editor license terms',
    sections: [intro('The editor has its own terms.')],
  },
];

function localIndex(pages: IndexablePage[] = CORPUS): LocalIndex {
  const files = buildIndexFiles(pages);
  return new LocalIndex('/search/manifest.json', async (url) => {
    const text = files.get(url.replace(/^\/search\//, ''));
    if (text === undefined) throw new Error(`404 ${url}`);
    return JSON.parse(text) as unknown;
  });
}

const urlOf = (hit: LocalHit) => hit.page.url + (hit.record[3] ? `#${hit.record[3]}` : '');

async function hitsFor(query: string): Promise<LocalHit[]> {
  return (await localIndex().search(query, { hitsPerPage: 100 })).hits;
}

/** Distinct pages in result order. */
function pagesOf(hits: LocalHit[]): string[] {
  return [...new Set(hits.map((h) => h.page.url))];
}

test('a broad word: the overview page first, page titles before sections', async () => {
  const hits = await hitsFor('lambda');
  assert.equal(pagesOf(hits)[0], '/docs/lambda');
  // Every page whose title holds the word comes before any page matched only in its sections.
  const titled = ['/docs/lambda', '/docs/lambda/limits', '/docs/lambda/permissions'];
  assert.deepEqual(pagesOf(hits).slice(0, 3).sort(), [...titled].sort());
  assert.equal(pagesOf(await hitsFor('render'))[0], '/docs/render');
  assert.equal(pagesOf(await hitsFor('captions'))[0], '/docs/captions');
});

test('results are grouped by page: the page first, then at most three of its sections', async () => {
  const hits = await hitsFor('lambda');
  const seen: string[] = [];
  hits.forEach((hit, i) => {
    const url = hit.page.url;
    if (seen.includes(url)) assert.equal(hits[i - 1]!.page.url, url, `${urlOf(hit)} is apart`);
    else {
      seen.push(url);
      // A group starts with the page's own record when that matched.
      if (hits.some((h) => h.page.url === url && h.record[0] === 1))
        assert.equal(hit.record[0], 1, `${url} does not start with its page`);
    }
  });
  const limits = hits.filter((h) => h.page.url === '/docs/lambda/limits');
  assert.equal(limits.filter((h) => h.record[0] !== 1).length, SECTIONS_PER_PAGE);
});

test('a section that matched only through the headings above it is left out', async () => {
  const hits = await hitsFor('lambda permissions');
  assert.ok(hits.some((h) => urlOf(h) === '/docs/lambda/permissions'));
  assert.ok(hits.some((h) => urlOf(h) === '/docs/lambda/permissions#the-user-policy'));
  assert.ok(!hits.some((h) => urlOf(h) === '/docs/lambda/permissions#setup'));
});

test('a numbered step never ranks above its own page', async () => {
  const hits = await hitsFor('render');
  const urls = hits.map(urlOf);
  const page = urls.indexOf('/docs/troubleshooting/debug-failed-render');
  const step = urls.indexOf('/docs/troubleshooting/debug-failed-render#4-render-a-single-frame');
  assert.ok(page >= 0 && step > page, urls.join('\n'));
  assert.ok(hits[step]!.score < hits[page]!.score);
  assert.notEqual(pagesOf(hits)[0], '/docs/troubleshooting/debug-failed-render');
});

test('API names keep their page first; the word being typed finds longer names', async () => {
  assert.equal(pagesOf(await hitsFor('renderMedia'))[0], '/docs/api/renderer/render-media');
  assert.equal(pagesOf(await hitsFor('renderMe'))[0], '/docs/api/renderer/render-media');
});

test('other forms of a word match: a page titled "Installing…" before an "Install Zod" section', async () => {
  const pages = pagesOf(await hitsFor('install'));
  assert.ok(pages.indexOf('/docs/installation') >= 0, pages.join(' '));
  assert.ok(pages.indexOf('/docs/installation') < pages.indexOf('/docs/schemas'), pages.join(' '));
  assert.equal(pagesOf(await hitsFor('license'))[0], '/docs/licensing');
  assert.equal(pagesOf(await hitsFor('caption'))[0], '/docs/captions');
});

test('function words are optional: "add captions" finds the captions overview first', async () => {
  const pages = pagesOf(await hitsFor('add captions'));
  assert.equal(pages[0], '/docs/captions');
  // The page that does say "add" still comes before pages that do not.
  assert.ok(pages.indexOf('/docs/captions/exporting') >= 0);
  assert.equal((await hitsFor('how to')).length, 0);
});

test('query words: roles, word forms, and how well a term stands for a word', () => {
  assert.deepEqual(queryWords('How to add Captions'), [
    { term: 'how', prefix: false, optional: true },
    { term: 'to', prefix: false, optional: true },
    { term: 'add', prefix: false, optional: true },
    { term: 'captions', prefix: true, optional: false },
  ]);
  assert.ok(queryWords('how to').every((w) => !w.optional));
  for (const [a, b] of [
    ['install', 'installation'],
    ['install', 'installing'],
    ['license', 'licensing'],
    ['caption', 'captions'],
    ['accelerated', 'acceleration'],
    ['library', 'libraries'],
    ['upgrade', 'upgrading'],
  ])
    assert.ok(sameWord(a!, b!), `${a} ~ ${b}`);
  for (const [a, b] of [
    ['render', 'rendermedia'],
    ['use', 'user'],
    ['not', 'note'],
  ])
    assert.ok(!sameWord(a!, b!), `${a} !~ ${b}`);
  const [word] = queryWords('render');
  assert.equal(termQuality('render', word!), 1);
  assert.ok(termQuality('rendering', word!) > termQuality('rendermedia', word!));
  assert.ok(termQuality('rendermedia', word!) > termQuality('rendr', word!));
  // In the middle of a query, a longer word is not a match ("render" is not "renderMedia").
  const [middle] = queryWords('render gif');
  assert.equal(termQuality('rendermedia', middle!), 0);
});

test('the index tells ranking which pages are overviews, how deep they are, and which headings are steps', () => {
  const files = buildIndexFiles(CORPUS);
  const manifest = JSON.parse(files.get('manifest.json')!) as SearchManifest;
  const base = JSON.parse(files.get(`${manifest.dir}/base.json`)!) as SearchBase;
  const overview = base.overviewPages.map((i) => CORPUS[i]!.url);
  assert.deepEqual(overview.sort(), ['/docs/captions', '/docs/lambda', '/docs/render']);
  assert.deepEqual(base.pageDepths.slice(0, 3), [3, 3, 2]);
  assert.deepEqual(
    base.pageSizes,
    CORPUS.map((p) => p.sections.length),
  );
  const debug = CORPUS.findIndex((p) => p.url.endsWith('debug-failed-render'));
  const start = base.pageSizes.slice(0, debug).reduce((a, b) => a + b, 0);
  assert.equal(base.kinds.slice(start, start + 3), '1ss');
  assert.equal(base.kinds.length, manifest.documentCount);
  assert.equal(base.titleStarts[debug], 'debugging');
  assert.equal(base.titleStarts[0], 'lambda');
});
