// The local index format, shared by the indexer (node) and the browser client. Pure code: no
// node or DOM imports, so the theme can bundle it.
//
// build/search/manifest.json          small: version, folder, record count, shard boundaries
// build/search/<dir>/base.json        per-record field lengths + records per page (for scoring)
// build/search/<dir>/t<i>.json        a contiguous, sorted range of index terms with postings
// build/search/<dir>/b<i>.json        display data of a block of consecutive records of one page:
//                                     URL, hierarchy, section texts
//
// A query only fetches the term shards its words fall into, then the blocks of the hits it
// shows, so the download does not grow with the size of the site.
export const FORMAT_VERSION = 1;
export const MANIFEST_FILE = 'manifest.json';
export const INDEX_FOLDER = 'search';

/** MiniSearch fields of a record: its own heading, its parents' headings, its text. */
export const FIELDS = ['h', 'p', 'c'] as const;
export type Field = (typeof FIELDS)[number];

/** Algolia caps queries at 512 characters; DocSearch and we cap them at 64. */
export const MAX_QUERY_LENGTH = 64;
export const HITS_PER_PAGE = 20;

const SPLIT = /[^\p{L}\p{N}]+/u;

export function tokenize(text: string): string[] {
  return text.split(SPLIT).filter((t) => t.length > 0);
}

/** Lowercase and fold accents so "Équipe" finds "equipe"; very long tokens are noise (hashes, base64). */
export function processTerm(term: string): string | null {
  const t = term
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
  return t.length === 0 || t.length > 32 ? null : t;
}

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

export const baseFile = (dir: string) => `${dir}/base.json`;
export const shardFile = (dir: string, i: number) => `${dir}/t${i}.json`;
export const blockFile = (dir: string, i: number) => `${dir}/b${i}.json`;

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

/** Prefix search only on the last word (like Algolia) and from two letters on, so "r" does not fetch every r-shard. */
export function usesPrefix(term: string, index: number, count: number): boolean {
  return index === count - 1 && term.length >= 2;
}

/** Query words as index terms, in order, as MiniSearch sees them (repeats kept: prefix applies to the last one). */
export function queryTerms(query: string): string[] {
  const out: string[] = [];
  for (const token of tokenize(query.slice(0, MAX_QUERY_LENGTH))) {
    const term = processTerm(token);
    if (term) out.push(term);
  }
  return out;
}

/** Typo tolerance (one edit from 5 letters, two from 10) for words long enough to be meant. */
export function fuzziness(term: string): number | false {
  return term.length >= 5 ? 0.2 : false;
}

/**
 * The shards a query needs: each word's own shard, every shard of the last word's prefix range,
 * and for typo-tolerant words the range of their first three letters (where most typos land).
 */
export function shardsForQuery(shards: string[], terms: string[]): number[] {
  const need = new Set<number>();
  terms.forEach((term, i) => {
    if (usesPrefix(term, i, terms.length))
      for (const s of shardsWithPrefix(shards, term)) need.add(s);
    else need.add(shardOf(shards, term));
    if (fuzziness(term)) for (const s of shardsWithPrefix(shards, term.slice(0, 3))) need.add(s);
  });
  return [...need].sort((a, b) => a - b);
}
