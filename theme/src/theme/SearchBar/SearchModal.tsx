// DocSearch's modal (loaded lazily by SearchBar). Local mode swaps DocSearch's Algolia client for
// the local one through `transformSearchClient`, so no request leaves the site; hosted mode uses
// the configured keys. Results navigate with the router unless they match externalUrlRegex.
import { useCallback, useEffect, useMemo, useRef, type ReactNode } from 'react';
import {
  DocSearchModal,
  type DocSearchHit,
  type DocSearchTransformClient,
  type InternalDocSearchHit,
  type StoredDocSearchHit,
} from '@docsearch/react';
import type { AutocompleteState } from '@algolia/autocomplete-core';
import { useNavigate } from 'react-router-dom';
import Link from '@docusaurus/Link';
import {
  useContextualFacetFilters,
  type SearchSettings,
} from '../../hooks/search/useSearchSettings';
import {
  isExternalResult,
  searchPageUrl,
  stripBaseUrl,
  toSitePath,
} from '../../hooks/search/searchUrls';
import useBaseUrl from '@docusaurus/useBaseUrl';
import type { LocalSearchClient } from '../../hooks/search/localSearchClient';
import FailureScreen, { createFailureStore } from './FailureScreen';

export interface SearchModalProps {
  settings: SearchSettings;
  localClient: LocalSearchClient | null;
  initialQuery?: string;
  onClose: () => void;
}

// DocSearch needs credentials to build its client even when we replace it.
const LOCAL_INDEX_NAME = 'local';

export default function SearchModal({
  settings,
  localClient,
  initialQuery,
  onClose,
}: SearchModalProps) {
  const navigate = useNavigate();
  const facetFilters = useContextualFacetFilters();
  const baseUrl = useBaseUrl('/');
  const { hosted, siteUrl, searchPagePath, missingResultsUrl } = settings;
  const isExternal = useCallback(
    (url: string) => isExternalResult(url, hosted?.externalUrlRegex, siteUrl),
    [hosted, siteUrl],
  );

  // The index downloads when the modal opens, not before.
  useEffect(() => void localClient?.warm().catch(() => undefined), [localClient]);

  // A failed search resolves empty for DocSearch and shows FailureScreen instead (see there why).
  const failures = useMemo(createFailureStore, []);
  const container = useRef<HTMLDivElement>(null);
  const transformSearchClient = useCallback(
    (client: DocSearchTransformClient): DocSearchTransformClient => {
      // Local mode never uses DocSearch's Algolia client: no request leaves the site.
      const base = hosted
        ? client
        : ((localClient ?? unavailableClient) as unknown as DocSearchTransformClient);
      const search = ((...args: Parameters<DocSearchTransformClient['search']>) =>
        base.search(...args).then(
          (response) => {
            failures.set(false);
            return response;
          },
          (error: unknown) => {
            console.warn('Search failed.', error);
            failures.set(true);
            return {
              results: [
                {
                  hits: [],
                  nbHits: 0,
                  page: 0,
                  nbPages: 0,
                  hitsPerPage: 0,
                  processingTimeMS: 0,
                  query: '',
                  params: '',
                  exhaustiveNbHits: true,
                },
              ],
            };
          },
        )) as DocSearchTransformClient['search'];
      return {
        ...base,
        search,
        addAlgoliaAgent: (...a) => base.addAlgoliaAgent(...a),
        transporter: base.transporter,
      };
    },
    [hosted, localClient, failures],
  );

  const navigator = useMemo(
    () => ({
      navigate({ itemUrl }: { itemUrl: string }) {
        if (isExternal(itemUrl)) window.location.assign(itemUrl);
        else navigate(stripBaseUrl(itemUrl, baseUrl));
      },
      navigateNewTab({ itemUrl }: { itemUrl: string }) {
        window.open(itemUrl, '_blank', 'noopener');
      },
      navigateNewWindow({ itemUrl }: { itemUrl: string }) {
        window.open(itemUrl, '_blank', 'noopener');
      },
    }),
    [isExternal, navigate, baseUrl],
  );

  const transformItems = useCallback(
    (items: DocSearchHit[]) =>
      items.map((item) =>
        isExternal(item.url) ? item : { ...item, url: toSitePath(item.url, siteUrl) },
      ),
    [isExternal, siteUrl],
  );

  const Hit = useCallback(
    ({ hit, children }: { hit: InternalDocSearchHit | StoredDocSearchHit; children: ReactNode }) =>
      isExternal(hit.url) ? <a href={hit.url}>{children}</a> : <Link to={hit.url}>{children}</Link>,
    [isExternal],
  );

  const Footer = useCallback(
    ({ state }: { state: AutocompleteState<InternalDocSearchHit> }) => {
      if (!searchPagePath) return null;
      const count = Number(state.context.nbHits ?? 0);
      return (
        <Link
          to={searchPageUrl(searchPagePath, state.query)}
          onClick={onClose}
          className="search-modal__see-all"
        >
          {`See all ${count.toLocaleString('en')} results`}
        </Link>
      );
    },
    [searchPagePath, onClose],
  );

  // Stable props: DocSearch rebuilds its autocomplete (and loses the typed query) when they change.
  const searchParameters = useMemo(
    () =>
      hosted
        ? {
            ...hosted.searchParameters,
            ...(hosted.contextualSearch
              ? {
                  facetFilters: [
                    ...facetFilters,
                    ...asArray(hosted.searchParameters?.facetFilters),
                  ],
                }
              : {}),
          }
        : undefined,
    [hosted, facetFilters],
  );
  const getMissingResultsUrl = useMemo(
    () =>
      missingResultsUrl
        ? ({ query }: { query: string }) =>
            missingResultsUrl.replace('{query}', encodeURIComponent(query))
        : undefined,
    [missingResultsUrl],
  );
  const initialScrollY = useMemo(() => window.scrollY, []);

  return (
    <div ref={container} className={hosted ? 'search-modal' : 'search-modal search-modal--local'}>
      <DocSearchModal
        appId={hosted?.appId ?? LOCAL_INDEX_NAME}
        apiKey={hosted?.apiKey ?? LOCAL_INDEX_NAME}
        indexName={hosted?.indexName ?? LOCAL_INDEX_NAME}
        placeholder="Search docs"
        initialScrollY={initialScrollY}
        initialQuery={initialQuery}
        onClose={onClose}
        searchParameters={searchParameters}
        // The local client answers in Algolia's response shape; DocSearch's own client is never used.
        transformSearchClient={transformSearchClient}
        transformItems={transformItems}
        navigator={navigator}
        hitComponent={Hit}
        resultsFooterComponent={Footer}
        getMissingResultsUrl={getMissingResultsUrl}
      />
      <FailureScreen store={failures} container={container} />
    </div>
  );
}

/** Local mode without a client: DocSearch shows its error screen, and nothing goes to Algolia. */
const unavailableClient = {
  transporter: { algoliaAgent: { value: 'tessera-local-search', add: () => undefined } },
  addAlgoliaAgent: () => undefined,
  search: () =>
    Promise.reject(Object.assign(new Error('Search is unavailable.'), { name: 'RetryError' })),
};

function asArray(value: unknown): Array<string | string[]> {
  if (value === undefined || value === null) return [];
  return (Array.isArray(value) ? value : [value]) as Array<string | string[]>;
}
