// Search relevance on the real site: for each query of searchQueries.ts, the page a user expects
// must be among the first three pages of the results (after grouping by page) for at least 90% of
// the queries, and API names must find their reference page first. The results come from the
// built index (build/search/) through the same LocalIndex, and so the same ranking, as the search
// modal and the /search page, without a browser. The site is built only when build/search/ is
// missing or older than the content and the search plugin (the e2e site test builds it too);
// SEARCH_INDEX_DIR=<folder> reads another build's index instead (and builds nothing).
import fs from 'node:fs';
import path from 'node:path';
import { LocalIndex } from '../../theme/src/hooks/search/localIndex';
import { buildFixture, ROOT } from '../helpers/site';
import { RELEVANCE_QUERIES, type RelevanceQuery } from './searchQueries';

const GIVEN_INDEX = process.env.SEARCH_INDEX_DIR;
const INDEX_DIR = GIVEN_INDEX ? path.resolve(GIVEN_INDEX) : path.join(ROOT, 'build/search');
const MANIFEST = path.join(INDEX_DIR, 'manifest.json');
/** What the index is made from: when one of these is newer than the index, it is rebuilt. */
const INPUTS = ['content', 'site.config.ts', 'plugins/search/src'];
const MIN_QUERIES = 40;
const MIN_HIT_RATE = 0.9;
const TOP = 3;
/** As many hits as the search modal asks for. */
const HITS = 20;

function newestMtime(target: string): number {
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(target))
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

function indexIsCurrent(): boolean {
  if (!fs.existsSync(MANIFEST)) return false;
  const built = fs.statSync(MANIFEST).mtimeMs;
  return INPUTS.every((input) => newestMtime(path.join(ROOT, input)) <= built);
}

/** The distinct pages of a query's results, in order. */
async function pagesFor(index: LocalIndex, query: string): Promise<string[]> {
  const { hits } = await index.search(query, { hitsPerPage: HITS });
  const pages: string[] = [];
  for (const hit of hits) if (!pages.includes(hit.page.url)) pages.push(hit.page.url);
  return pages;
}

const expected = (q: RelevanceQuery) => (Array.isArray(q.expect) ? q.expect : [q.expect]);

let index: LocalIndex;

beforeAll(() => {
  if (!GIVEN_INDEX && !indexIsCurrent()) buildFixture(ROOT);
  index = new LocalIndex('/search/manifest.json', async (url) =>
    JSON.parse(fs.readFileSync(path.join(INDEX_DIR, url.replace(/^\/search\//, '')), 'utf8')),
  );
}, 600_000);

test(`the expected page is in the first ${TOP} pages for at least ${MIN_HIT_RATE * 100}% of ${MIN_QUERIES}+ queries`, async () => {
  expect(RELEVANCE_QUERIES.length).toBeGreaterThanOrEqual(MIN_QUERIES);
  const misses: string[] = [];
  for (const q of RELEVANCE_QUERIES) {
    const pages = await pagesFor(index, q.query);
    const want = expected(q);
    if (pages.slice(0, TOP).some((p) => want.includes(p))) continue;
    const rank = pages.findIndex((p) => want.includes(p)) + 1;
    misses.push(
      `"${q.query}": wanted ${want.join(' or ')} (${rank ? `page ${rank}` : 'not in the first ' + HITS + ' hits'}); got ${pages.slice(0, TOP).join(', ') || 'nothing'}`,
    );
  }
  const hits = RELEVANCE_QUERIES.length - misses.length;
  const rate = hits / RELEVANCE_QUERIES.length;
  console.log(
    `Search relevance: ${hits}/${RELEVANCE_QUERIES.length} (${(rate * 100).toFixed(1)}%) in the first ${TOP} pages.` +
      (misses.length ? `\nMisses:\n  ${misses.join('\n  ')}` : ''),
  );
  if (rate < MIN_HIT_RATE)
    throw new Error(
      `${(rate * 100).toFixed(1)}% of the queries found their page in the first ${TOP} (at least ${MIN_HIT_RATE * 100}% needed). Misses:\n  ${misses.join('\n  ')}`,
    );
});

test('API names find their reference page first', async () => {
  const wrong: string[] = [];
  for (const q of RELEVANCE_QUERIES.filter((q) => q.first)) {
    const [first] = await pagesFor(index, q.query);
    if (!first || !expected(q).includes(first)) wrong.push(`"${q.query}": first is ${first}`);
  }
  expect(wrong).toEqual([]);
});
