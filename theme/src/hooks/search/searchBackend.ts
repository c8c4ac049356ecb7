// One query API for the search page over both backends: the local index (through the same
// Algolia-shaped client the modal uses) or hosted Algolia (algoliasearch, loaded on first use).
import type { SearchSettings } from './useSearchSettings';
import { HITS_PER_PAGE } from '@tessera/plugin-search/shared';

export interface ResultHit {
  objectID: string;
  url: string;
  /** The page the hit is on (its URL without the anchor), to group a page's hits under it. */
  pageUrl: string;
  /** That page's title as safe HTML (highlighted when it matched). */
  pageTitle: string;
  /** The hit is the page itself, not one of its sections. */
  isPage: boolean;
  /** Safe HTML with <mark> around matches. */
  title: string;
  /** lvl0 as text, then the levels between it and the title as safe HTML. */
  breadcrumbs: string[];
  snippet: string | null;
}

export interface ResultPage {
  hits: ResultHit[];
  nbHits: number;
  page: number;
  nbPages: number;
}

interface AlgoliaLikeHit {
  objectID: string;
  url: string;
  url_without_anchor?: string;
  type?: string;
  hierarchy: Record<string, string | null>;
  _highlightResult?: { hierarchy?: Record<string, { value: string } | undefined> };
  _snippetResult?: { content?: { value: string } };
}

interface AlgoliaLikeResponse {
  hits: AlgoliaLikeHit[];
  nbHits?: number;
  page?: number;
  nbPages?: number;
}

const PARAMS = {
  hitsPerPage: HITS_PER_PAGE,
  attributesToRetrieve: [
    'hierarchy.lvl0',
    'hierarchy.lvl1',
    'hierarchy.lvl2',
    'hierarchy.lvl3',
    'hierarchy.lvl4',
    'hierarchy.lvl5',
    'hierarchy.lvl6',
    'content',
    'type',
    'url',
  ],
  attributesToSnippet: ['content:30'],
  snippetEllipsisText: '…',
  highlightPreTag: '<mark>',
  highlightPostTag: '</mark>',
};

export async function searchPage(
  settings: SearchSettings,
  query: string,
  page: number,
  facetFilters?: Array<string | string[]>,
): Promise<ResultPage> {
  const response = settings.hosted
    ? await hostedSearch(settings, query, page, facetFilters)
    : await localSearch(settings, query, page);
  return {
    hits: response.hits.map(toResultHit),
    nbHits: response.nbHits ?? 0,
    page: response.page ?? page,
    nbPages: response.nbPages ?? 0,
  };
}

async function localSearch(
  settings: SearchSettings,
  query: string,
  page: number,
): Promise<AlgoliaLikeResponse> {
  const { getLocalSearchClient } = await import('./localSearchClient');
  const { results } = await getLocalSearchClient(settings.indexUrl).search({
    requests: [{ query, page, ...PARAMS }],
  });
  return results[0]!;
}

async function hostedSearch(
  settings: SearchSettings,
  query: string,
  page: number,
  facetFilters?: Array<string | string[]>,
): Promise<AlgoliaLikeResponse> {
  const hosted = settings.hosted!;
  const { default: algoliasearch } = await import('algoliasearch/lite');
  const client = algoliasearch(hosted.appId, hosted.apiKey);
  const params = {
    ...hosted.searchParameters,
    ...PARAMS,
    page,
    ...(hosted.contextualSearch && facetFilters ? { facetFilters } : {}),
  };
  const { results } = await client.search<AlgoliaLikeHit>([
    { indexName: hosted.indexName, query, params },
  ]);
  return results[0] as unknown as AlgoliaLikeResponse;
}

const LEVELS = ['lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'];

function toResultHit(hit: AlgoliaLikeHit): ResultHit {
  const levels = LEVELS.filter((l) => hit.hierarchy[l]).map((l) =>
    safeHighlightHtml(hit._highlightResult?.hierarchy?.[l]?.value ?? hit.hierarchy[l]!),
  );
  const pageTitle = levels[0] ?? '';
  const title = levels.pop() ?? '';
  const snippet = hit._snippetResult?.content?.value;
  const pageUrl = hit.url_without_anchor ?? hit.url.replace(/#.*$/, '');
  return {
    objectID: hit.objectID,
    url: hit.url,
    pageUrl,
    pageTitle,
    isPage: hit.type === 'lvl1' || hit.url === pageUrl,
    title,
    breadcrumbs: [hit.hierarchy.lvl0 ?? '', ...levels].filter((b) => b !== ''),
    snippet: snippet ? safeHighlightHtml(snippet) : null,
  };
}

/**
 * Keeps only <mark>/</mark> as markup. Local values are already escaped; hosted ones come from
 * a service, so any other tag is dropped and stray angle brackets are escaped.
 */
export function safeHighlightHtml(value: string): string {
  return value
    .split(/(<\/?mark>)/)
    .map((part, i) =>
      i % 2 === 1
        ? part
        : part
            .replace(/<[^>]*>/g, '')
            .replace(/</g, '&lt;')
            .replace(/>/g, '&gt;'),
    )
    .join('');
}
