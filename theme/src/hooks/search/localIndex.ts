// The browser side of the local index: fetches the manifest and per-record facts once, then
// for each query only the term shards it needs, and the page files of the hits it returns.
// MiniSearch does the matching on an index made of exactly those shards; rankRecords (shared
// with the indexer's package) orders and groups what it found, for the modal and /search alike.
import MiniSearch, { type AsPlainObject, type Query, type SearchResult } from 'minisearch';
import {
  FIELDS,
  FORMAT_VERSION,
  HITS_PER_PAGE,
  MAX_QUERY_LENGTH,
  baseFile,
  miniSearchOptions,
  blockFile,
  queryWords,
  rankRecords,
  rankingFacts,
  shardFile,
  shardsForQuery,
  termQuality,
  wordQuery,
  type PageRecord,
  type QueryWord,
  type RankingFacts,
  type SearchBase,
  type SearchManifest,
  type SearchPageData,
  type SearchShard,
} from '@tessera/plugin-search/shared';

/** Fetches and parses one JSON file; rejects on any failure. */
export type JsonFetcher = (url: string) => Promise<unknown>;

/** DocSearch shows 'Unable to fetch results' for errors of this name, so index problems use it. */
export class SearchUnavailableError extends Error {
  override name = 'RetryError';
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
  }
}

export interface LocalHit {
  /** The display block holding the record (URL, lvl0, lvl1 of its page). */
  page: SearchPageData;
  record: PageRecord;
  /** Record number in the whole index. */
  id: number;
  /** Index terms that matched, for highlighting. */
  terms: string[];
  /** Fields the query matched in ('h', 'p', 'c'). */
  fields: Set<string>;
  /** Its ranking score (see rankRecords): higher is better. */
  score: number;
}

export interface LocalResults {
  hits: LocalHit[];
  nbHits: number;
  page: number;
  nbPages: number;
  hitsPerPage: number;
  queryTerms: string[];
}

type PlainIndexEntry = AsPlainObject['index'][number];

interface Loaded {
  manifest: SearchManifest;
  /** First record id of each display block, for record -> block. */
  blockStarts: number[];
  documentIds: Record<string, number>;
  fieldLength: Record<string, number[]>;
  averageFieldLength: number[];
  ranking: RankingFacts;
}

const defaultFetcher: JsonFetcher = async (url) => {
  const res = await fetch(url);
  if (!res.ok) throw new Error(`${url}: HTTP ${res.status}`);
  return res.json();
};

export class LocalIndex {
  private loaded: Promise<Loaded> | null = null;
  private shards = new Map<number, Promise<PlainIndexEntry[]>>();
  private blocks = new Map<number, Promise<SearchPageData>>();
  // A few engines keyed by their shard set; rebuilding one is a few milliseconds.
  private engines = new Map<string, MiniSearch>();
  private readonly folder: string;

  constructor(
    readonly manifestUrl: string,
    private readonly fetchJson: JsonFetcher = defaultFetcher,
  ) {
    this.folder = manifestUrl.slice(0, manifestUrl.lastIndexOf('/') + 1);
  }

  /** Loads the manifest and record lengths (when the search UI opens, before the first keystroke). */
  warm(): Promise<void> {
    return this.load().then(() => undefined);
  }

  async search(
    query: string,
    options: { page?: number; hitsPerPage?: number } = {},
  ): Promise<LocalResults> {
    const hitsPerPage = Math.max(1, Math.min(1000, options.hitsPerPage ?? HITS_PER_PAGE));
    const page = Math.max(0, options.page ?? 0);
    const text = query.slice(0, MAX_QUERY_LENGTH);
    const words = queryWords(text);
    if (!words.length)
      return { hits: [], nbHits: 0, page, nbPages: 0, hitsPerPage, queryTerms: [] };
    const loaded = await this.load();
    const engine = await this.engine(loaded, shardsForQuery(loaded.manifest.shards, text));
    const found = findRecords(engine, words);
    const results = rankRecords(found, words, loaded.ranking);
    const slice = results.slice(page * hitsPerPage, (page + 1) * hitsPerPage);
    const byId = new Map(found.map((r) => [r.id, r]));
    const hits = await Promise.all(slice.map((r) => this.hitOf(loaded, byId.get(r.id)!, r.score)));
    return {
      hits,
      nbHits: results.length,
      page,
      nbPages: Math.ceil(results.length / hitsPerPage),
      hitsPerPage,
      queryTerms: words.map((w) => w.term),
    };
  }

  private load(): Promise<Loaded> {
    this.loaded ??= this.fetchLoaded().catch((error: unknown) => {
      // Not cached: the next query tries again (the network may be back).
      this.loaded = null;
      throw error instanceof SearchUnavailableError
        ? error
        : new SearchUnavailableError('The search index could not be loaded.', { cause: error });
    });
    return this.loaded;
  }

  private async fetchLoaded(): Promise<Loaded> {
    const manifest = (await this.fetchJson(this.manifestUrl)) as SearchManifest;
    if (
      !manifest ||
      manifest.version !== FORMAT_VERSION ||
      !Array.isArray(manifest.shards) ||
      typeof manifest.dir !== 'string' ||
      !manifest.shards.length
    ) {
      throw new SearchUnavailableError(
        'The search index manifest is not in a format this site understands.',
      );
    }
    const base = (await this.fetchJson(this.folder + baseFile(manifest.dir))) as SearchBase;
    const n = manifest.documentCount;
    if (
      !base ||
      !Array.isArray(base.fieldLength) ||
      base.fieldLength.length !== n * FIELDS.length ||
      !Array.isArray(base.blockSizes) ||
      typeof base.kinds !== 'string' ||
      base.kinds.length !== n ||
      !Array.isArray(base.pageSizes) ||
      !Array.isArray(base.pageDepths) ||
      !Array.isArray(base.overviewPages) ||
      !Array.isArray(base.titleStarts)
    ) {
      throw new SearchUnavailableError('The search index is damaged.');
    }
    const documentIds: Record<string, number> = {};
    const fieldLength: Record<string, number[]> = {};
    for (let id = 0; id < n; id++) {
      documentIds[id] = id;
      fieldLength[id] = base.fieldLength.slice(id * FIELDS.length, (id + 1) * FIELDS.length);
    }
    const blockStarts: number[] = [];
    let next = 0;
    for (const size of base.blockSizes) {
      blockStarts.push(next);
      next += size;
    }
    return {
      manifest,
      blockStarts,
      documentIds,
      fieldLength,
      averageFieldLength: base.averageFieldLength,
      ranking: rankingFacts(base, FIELDS.length),
    };
  }

  private async engine(loaded: Loaded, needed: number[]): Promise<MiniSearch> {
    const key = needed.join(',');
    const cached = this.engines.get(key);
    if (cached) {
      this.engines.delete(key);
      this.engines.set(key, cached);
      return cached;
    }
    const entries = (await Promise.all(needed.map((i) => this.shard(loaded, i)))).flat();
    const plain: AsPlainObject = {
      documentCount: loaded.manifest.documentCount,
      nextId: loaded.manifest.documentCount,
      documentIds: loaded.documentIds,
      fieldIds: Object.fromEntries(FIELDS.map((f, i) => [f, i])),
      fieldLength: loaded.fieldLength,
      averageFieldLength: loaded.averageFieldLength,
      storedFields: {},
      dirtCount: 0,
      index: entries,
      serializationVersion: 2,
    };
    const engine = MiniSearch.loadJS(plain, miniSearchOptions);
    this.engines.set(key, engine);
    if (this.engines.size > 4) this.engines.delete(this.engines.keys().next().value!);
    return engine;
  }

  private shard(loaded: Loaded, i: number): Promise<PlainIndexEntry[]> {
    let promise = this.shards.get(i);
    if (!promise) {
      promise = this.fetchJson(this.folder + shardFile(loaded.manifest.dir, i)).then(decodeShard);
      promise.catch(() => this.shards.delete(i));
      this.shards.set(i, promise);
    }
    return promise.catch((error: unknown) => {
      throw new SearchUnavailableError('A part of the search index could not be loaded.', {
        cause: error,
      });
    });
  }

  private blockData(loaded: Loaded, i: number): Promise<SearchPageData> {
    let promise = this.blocks.get(i);
    if (!promise) {
      promise = this.fetchJson(this.folder + blockFile(loaded.manifest.dir, i)).then((data) => {
        const page = data as SearchPageData;
        if (!page || typeof page.url !== 'string' || !Array.isArray(page.records))
          throw new Error('malformed display block');
        return page;
      });
      promise.catch(() => this.blocks.delete(i));
      this.blocks.set(i, promise);
    }
    return promise.catch((error: unknown) => {
      throw new SearchUnavailableError('A part of the search index could not be loaded.', {
        cause: error,
      });
    });
  }

  private async hitOf(loaded: Loaded, result: Found, score: number): Promise<LocalHit> {
    const id = result.id;
    const block = upperBound(loaded.blockStarts, id) - 1;
    const page = await this.blockData(loaded, block);
    const record = page.records[id - loaded.blockStarts[block]!];
    if (!record) throw new SearchUnavailableError('The search index is damaged.');
    const fields = new Set(Object.values(result.match).flat());
    return { page, record, id, terms: result.terms, fields, score };
  }
}

type Found = SearchResult & { id: number };

/**
 * The records holding every needed word of the query (see wordQuery for the forms a word is
 * looked up in), with what the optional words matched in them added to their matches. Terms that
 * stand for no query word (looked up by a stem's prefix, but another word) are taken out, so
 * neither ranking nor highlighting sees them.
 */
export function findRecords(engine: MiniSearch, words: QueryWord[]): Found[] {
  const boost = { h: 3, p: 1.5, c: 1 };
  const needed = words.filter((w) => !w.optional);
  const found = engine.search({ combineWith: 'AND', queries: needed.map(wordQuery) } as Query, {
    boost,
  }) as Found[];
  const optional = words.filter((w) => w.optional);
  const byId = new Map(found.map((r) => [r.id, r]));
  if (optional.length && found.length) {
    const extra = engine.search({ combineWith: 'OR', queries: optional.map(wordQuery) } as Query, {
      boost,
      filter: (r) => byId.has(r.id as number),
    }) as Found[];
    for (const e of extra) {
      const r = byId.get(e.id)!;
      r.score += e.score;
      for (const [term, fields] of Object.entries(e.match))
        r.match[term] = [...new Set([...(r.match[term] ?? []), ...fields])];
    }
  }
  const meant = new Map<string, boolean>();
  const isMeant = (term: string) => {
    let yes = meant.get(term);
    if (yes === undefined) meant.set(term, (yes = words.some((w) => termQuality(term, w) > 0)));
    return yes;
  };
  for (const r of found) {
    for (const term of Object.keys(r.match)) if (!isMeant(term)) delete r.match[term];
    r.terms = Object.keys(r.match);
  }
  return found;
}

/** Shard entries -> MiniSearch's serialized index entries. */
export function decodeShard(data: unknown): PlainIndexEntry[] {
  if (!Array.isArray(data)) throw new Error('malformed shard');
  return (data as SearchShard).map(([term, postings]) => {
    const fields: Record<string, Record<string, number>> = {};
    for (const [fieldId, gaps, freqs] of postings) {
      const docs: Record<string, number> = {};
      let id = 0;
      gaps.forEach((gap, i) => {
        id += gap;
        docs[id] = freqs ? freqs[i]! : 1;
      });
      fields[fieldId] = docs;
    }
    return [term, fields];
  });
}

/** First index whose value is greater than `value`. */
function upperBound(sorted: number[], value: number): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (sorted[mid]! <= value) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
