// An Algolia-compatible search client over the local index, so DocSearch's modal (through its
// `transformSearchClient` hook) and the search page use one code path for both backends.
// Every text value in a hit is HTML-escaped except lvl0, which DocSearch only renders as text.
import { LocalIndex, SearchUnavailableError, type JsonFetcher, type LocalHit } from './localIndex';
import { escapeHtml, highlight, snippet, type HighlightOptions } from './highlight';

export { LocalIndex, SearchUnavailableError } from './localIndex';

/** The request parameters we honour; the others (facetFilters, clickAnalytics...) are ignored. */
export interface LocalSearchRequest {
  indexName?: string;
  query?: string;
  page?: number;
  hitsPerPage?: number;
  attributesToSnippet?: string[];
  snippetEllipsisText?: string;
  highlightPreTag?: string;
  highlightPostTag?: string;
  params?: Omit<LocalSearchRequest, 'params'>;
}

type Level = 'lvl0' | 'lvl1' | 'lvl2' | 'lvl3' | 'lvl4' | 'lvl5' | 'lvl6';
type Attr = {
  value: string;
  matchLevel: 'none' | 'partial' | 'full';
  matchedWords?: string[];
  fullyHighlighted?: boolean;
};

export interface LocalSearchHit {
  objectID: string;
  url: string;
  url_without_anchor: string;
  anchor: string | null;
  type: Level | 'content';
  content: string | null;
  hierarchy: Record<Level, string | null>;
  _highlightResult: { hierarchy: Partial<Record<Level, Attr>>; content?: Attr };
  _snippetResult: { hierarchy: Partial<Record<Level, Attr>>; content?: Attr };
}

export interface LocalSearchResponse {
  hits: LocalSearchHit[];
  nbHits: number;
  page: number;
  nbPages: number;
  hitsPerPage: number;
  query: string;
  params: string;
  index: string;
  exhaustiveNbHits: true;
  processingTimeMS: number;
}

export interface LocalSearchClient {
  search(
    request: { requests: LocalSearchRequest[] } | LocalSearchRequest[],
  ): Promise<{ results: LocalSearchResponse[] }>;
  addAlgoliaAgent(segment: string, version?: string): void;
  transporter: {
    algoliaAgent: { value: string; add(options: { segment: string; version?: string }): unknown };
  };
  /** Starts loading the index before the first query. */
  warm(): Promise<void>;
}

const clients = new Map<string, LocalSearchClient>();

/** One client (and one index cache) per index URL, shared by the modal and the search page. */
export function getLocalSearchClient(
  manifestUrl: string | null,
  fetchJson?: JsonFetcher,
): LocalSearchClient {
  const key = manifestUrl ?? '';
  let client = clients.get(key);
  if (!client) {
    client = createLocalSearchClient(
      manifestUrl === null ? null : new LocalIndex(manifestUrl, fetchJson),
    );
    clients.set(key, client);
  }
  return client;
}

export function createLocalSearchClient(index: LocalIndex | null): LocalSearchClient {
  const agent = { value: 'tessera-local-search', add: () => agent };
  return {
    transporter: { algoliaAgent: agent },
    addAlgoliaAgent: () => undefined,
    warm: () => (index ? index.warm() : Promise.resolve()),
    async search(request) {
      const requests = Array.isArray(request) ? request : request.requests;
      const results = await Promise.all(
        requests.map((r) => runRequest(index, { ...r, ...r.params })),
      );
      return { results };
    },
  };
}

async function runRequest(
  index: LocalIndex | null,
  req: LocalSearchRequest,
): Promise<LocalSearchResponse> {
  const started = performance.now();
  const query = req.query ?? '';
  if (!index)
    throw new SearchUnavailableError(
      'This site has no search index (is the search plugin enabled?).',
    );
  const found = await index.search(query, { page: req.page, hitsPerPage: req.hitsPerPage });
  const words = snippetLengths(req.attributesToSnippet);
  const hits = found.hits.map((hit) =>
    toHit(hit, words, {
      terms: new Set(hit.terms),
      queryTerms: found.queryTerms,
      preTag: req.highlightPreTag ?? '<em>',
      postTag: req.highlightPostTag ?? '</em>',
      ellipsis: req.snippetEllipsisText ?? '…',
    }),
  );
  return {
    hits,
    nbHits: found.nbHits,
    page: found.page,
    nbPages: found.nbPages,
    hitsPerPage: found.hitsPerPage,
    query,
    params: '',
    index: req.indexName ?? 'local',
    exhaustiveNbHits: true,
    processingTimeMS: Math.round(performance.now() - started),
  };
}

/** "content:10" -> content: 10 words. */
function snippetLengths(attributes: string[] | undefined): Map<string, number> {
  const out = new Map<string, number>();
  for (const spec of attributes ?? []) {
    const [name, count] = spec.split(':');
    out.set(name!, Number(count) > 0 ? Number(count) : 10);
  }
  return out;
}

function toHit(
  hit: LocalHit,
  words: Map<string, number>,
  options: HighlightOptions & { ellipsis: string },
): LocalSearchHit {
  const [level, lvl2, lvl3, anchor, text] = hit.record;
  const { page } = hit;
  const levels: Record<Level, string | null> = {
    lvl0: page.lvl0,
    lvl1: page.lvl1,
    lvl2: level >= 2 ? lvl2 : null,
    lvl3: level === 3 ? lvl3 : null,
    lvl4: null,
    lvl5: null,
    lvl6: null,
  };
  const hierarchy = { ...levels };
  const highlighted: Partial<Record<Level, Attr>> = {
    lvl0: { value: page.lvl0, matchLevel: 'none', matchedWords: [] },
  };
  const snippets: Partial<Record<Level, Attr>> = {};
  for (const lvl of ['lvl1', 'lvl2', 'lvl3'] as const) {
    const value = levels[lvl];
    if (value === null) continue;
    hierarchy[lvl] = escapeHtml(value);
    highlighted[lvl] = highlight(value, options);
    snippets[lvl] = snippet(value, words.get(`hierarchy.${lvl}`) ?? 64, options);
  }
  const content = text || null;
  return {
    objectID: String(hit.id),
    url: anchor ? `${page.url}#${anchor}` : page.url,
    url_without_anchor: page.url,
    anchor,
    // The page itself is an lvl1 hit (title + text, and DocSearch saves it as a recent search); a
    // section shows its heading when that matched, otherwise its text is the result.
    type:
      level === 1 || hit.fields.has('h') || content === null ? (`lvl${level}` as Level) : 'content',
    content: content === null ? null : escapeHtml(content),
    hierarchy,
    _highlightResult: {
      hierarchy: highlighted,
      ...(content === null ? {} : { content: highlight(content, options) }),
    },
    _snippetResult: {
      hierarchy: snippets,
      ...(content === null
        ? {}
        : { content: snippet(content, words.get('content') ?? 30, options) }),
    },
  };
}
