// The local index format, shared by the indexer (node) and the browser client. Pure code: no
// node or DOM imports, so the theme can bundle it.
//
// build/search/manifest.json          small: version, folder, record count, shard boundaries
// build/search/<dir>/base.json        per-record field lengths, kinds and pages, page facts (for ranking)
// build/search/<dir>/t<i>.json        a contiguous, sorted range of index terms with postings
// build/search/<dir>/b<i>.json        display data of a block of consecutive records of one page:
//                                     URL, hierarchy, section texts
//
// A query only fetches the term shards its words fall into, then the blocks of the hits it
// shows, so the download does not grow with the size of the site.
import { lookupOf, processTerm, queryWords, tokenize } from './query';

export const FORMAT_VERSION = 2;
export const MANIFEST_FILE = 'manifest.json';
export const INDEX_FOLDER = 'search';

/** MiniSearch fields of a record: its own heading, its parents' headings, its text. */
export const FIELDS = ['h', 'p', 'c'] as const;
export type Field = (typeof FIELDS)[number];

export const HITS_PER_PAGE = 20;

/** Options both sides give MiniSearch, so terms are produced the same way. */
export const miniSearchOptions = {
  fields: [...FIELDS] as string[],
  idField: 'id',
  tokenize,
  processTerm,
};

export interface SearchManifest {
  version: typeof FORMAT_VERSION;
  /** Content-hashed folder holding base, shards and pages of this build. */
  dir: string;
  documentCount: number;
  pageCount: number;
  blockCount: number;
  /** First term of each shard, sorted; shard i holds terms in [shards[i], shards[i+1]). */
  shards: string[];
}

export interface SearchBase {
  /** Record-major: fieldLength[record * FIELDS.length + field]. */
  fieldLength: number[];
  averageFieldLength: number[];
  /** Records per display block, in order: records are numbered block by block. */
  blockSizes: number[];
  /** One character per record: its RecordKind. */
  kinds: string;
  /** Records per page, in order: a page's records are consecutive, its blocks too. */
  pageSizes: number[];
  /** Path segments of each page's URL ("/docs/lambda" is 2): shorter URLs are broader pages. */
  pageDepths: number[];
  /** Pages that are overviews: a sidebar category's own page, or the parent path of other pages. */
  overviewPages: number[];
  /** The first index term of each page's title ("Installing the CLI": "installing"). */
  titleStarts: string[];
}

/**
 * What a record is, for ranking: '1' the page itself (title + intro), '2' an h2 section, '3' an
 * h3 section, 's' a numbered step of a procedure ("4. Render a single frame", "Step 2: …"),
 * whose heading says what to do next rather than what the page is about.
 */
export type RecordKind = '1' | '2' | '3' | 's';

/** "4. Render a single frame", "Step 2: Check the logs", "2) Install". */
export function isStepHeading(text: string): boolean {
  return /^\s*(?:step\s*)?\d{1,3}[.):]\s+\S/i.test(text) || /^\s*step\s+\d+\b/i.test(text);
}

/** One field's postings: record ids as gaps from the previous id, and term frequencies (omitted when all 1). */
export type FieldPostings = [fieldId: number, gaps: number[], freqs?: number[]];
export type ShardEntry = [term: string, postings: FieldPostings[]];
export type SearchShard = ShardEntry[];

/** 1: the page itself (title + intro), 2: an h2 section, 3: an h3 section. */
export type RecordLevel = 1 | 2 | 3;
export type PageRecord = [
  level: RecordLevel,
  lvl2: string | null,
  lvl3: string | null,
  anchor: string | null,
  content: string,
];

/** A display block: some consecutive records of one page. */
export interface SearchPageData {
  url: string;
  lvl0: string;
  lvl1: string;
  records: PageRecord[];
}

/** What the theme reads from the plugin's global data. */
export interface SearchGlobalData {
  hosted: boolean;
  /** URL of the local index manifest; null in hosted mode. */
  indexUrl: string | null;
  /** Route of the full results page, or null when there is none. */
  searchPagePath: string | null;
  /** Target of "Let us know." on the no-results screen; `{query}` is replaced. */
  missingResultsUrl: string | null;
}

export const PLUGIN_NAME = 'tessera-plugin-search';

/** The files of an index's folder, by their names inside it. */
export const BASE_NAME = 'base.json';
export const shardName = (i: number) => `t${i}.json`;
export const blockName = (i: number) => `b${i}.json`;
export const baseFile = (dir: string) => `${dir}/${BASE_NAME}`;
export const shardFile = (dir: string, i: number) => `${dir}/${shardName(i)}`;
export const blockFile = (dir: string, i: number) => `${dir}/${blockName(i)}`;

/** Index of the shard that holds `term` (the last shard starting at or before it). */
export function shardOf(shards: string[], term: string): number {
  let lo = 0;
  let hi = shards.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (shards[mid]! <= term) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

/** Shards holding any term that starts with `prefix`. */
export function shardsWithPrefix(shards: string[], prefix: string): number[] {
  const first = shardOf(shards, prefix);
  const out = [first];
  for (let i = first + 1; i < shards.length && shards[i]!.startsWith(prefix); i++) out.push(i);
  return out;
}

/**
 * The shards a query needs: each word's own shard and those of its other forms, every shard of
 * each prefix it is looked up by (the last word's, a word's stem), and for typo-tolerant words the
 * range of their first three letters (where most typos land).
 */
export function shardsForQuery(shards: string[], query: string): number[] {
  const need = new Set<number>();
  for (const word of queryWords(query)) {
    const lookup = lookupOf(word);
    for (const term of lookup.exact) need.add(shardOf(shards, term));
    for (const prefix of lookup.prefixes)
      for (const s of shardsWithPrefix(shards, prefix)) need.add(s);
    if (lookup.fuzzy)
      for (const s of shardsWithPrefix(shards, lookup.fuzzy.term.slice(0, 3))) need.add(s);
  }
  return [...need].sort((a, b) => a - b);
}

export * from './query';
export * from './rank';
