// DocSearch's modal (loaded lazily by SearchBar). Local mode swaps DocSearch's Algolia client for
// the local one through `transformSearchClient`, so no request leaves the site; hosted mode uses
// the configured keys. Results navigate with the router unless they match externalUrlRegex.
import { useCallback, useEffect, useMemo, type ReactNode } from 'react';
import { DocSearchModal, type DocSearchHit, type DocSearchTransformClient, type InternalDocSearchHit, type StoredDocSearchHit } from '@docsearch/react';
import type { AutocompleteState } from '@algolia/autocomplete-core';
import { useNavigate } from 'react-router-dom';
import Link from '@docusaurus/Link';
import { useContextualFacetFilters, type SearchSettings } from '../../hooks/search/useSearchSettings';
import { isExternalResult, searchPageUrl, stripBaseUrl, toSitePath } from '../../hooks/search/searchUrls';
import useBaseUrl from '@docusaurus/useBaseUrl';
import type { LocalSearchClient } from '../../hooks/search/localSearchClient';

export interface SearchModalProps {
  settings: SearchSettings;
  localClient: LocalSearchClient | null;
  initialQuery?: string;
  onClose: () => void;
}

// DocSearch needs credentials to build its client even when we replace it.
const LOCAL_INDEX_NAME = 'local';

export default function SearchModal({ settings, localClient, initialQuery, onClose }: SearchModalProps) {
  const navigate = useNavigate();
  const facetFilters = useContextualFacetFilters();
  const baseUrl = useBaseUrl('/');
  const { hosted, siteUrl, searchPagePath, missingResultsUrl } = settings;
  const isExternal = useCallback((url: string) => isExternalResult(url, hosted?.externalUrlRegex, siteUrl), [hosted, siteUrl]);

  // The index downloads when the modal opens, not before.
  useEffect(() => void localClient?.warm().catch(() => undefined), [localClient]);

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

  const transformItems = useCallback((items: DocSearchHit[]) => items.map((item) => (isExternal(item.url) ? item : { ...item, url: toSitePath(item.url, siteUrl) })), [isExternal, siteUrl]);

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
        <Link to={searchPageUrl(searchPagePath, state.query)} onClick={onClose} className="search-modal__see-all">
          {`See all ${count.toLocaleString('en')} results`}
        </Link>
      );
    },
    [searchPagePath, onClose],
  );

  const searchParameters = hosted
    ? { ...hosted.searchParameters, ...(hosted.contextualSearch ? { facetFilters: [...facetFilters, ...asArray(hosted.searchParameters?.facetFilters)] } : {}) }
    : undefined;

  return (
    <div className={hosted ? 'search-modal' : 'search-modal search-modal--local'}>
      <DocSearchModal
        appId={hosted?.appId ?? LOCAL_INDEX_NAME}
        apiKey={hosted?.apiKey ?? LOCAL_INDEX_NAME}
        indexName={hosted?.indexName ?? LOCAL_INDEX_NAME}
        placeholder="Search docs"
        initialScrollY={window.scrollY}
        initialQuery={initialQuery}
        onClose={onClose}
        searchParameters={searchParameters}
        // The local client answers in Algolia's response shape; DocSearch's own client is never used.
        transformSearchClient={hosted ? undefined : () => (localClient ?? unavailableClient) as unknown as DocSearchTransformClient}
        transformItems={transformItems}
        navigator={navigator}
        hitComponent={Hit}
        resultsFooterComponent={Footer}
        getMissingResultsUrl={missingResultsUrl ? ({ query }) => missingResultsUrl.replace('{query}', encodeURIComponent(query)) : undefined}
      />
    </div>
  );
}

/** Local mode without a client: DocSearch shows its error screen, and nothing goes to Algolia. */
const unavailableClient = {
  transporter: { algoliaAgent: { value: 'tessera-local-search', add: () => undefined } },
  addAlgoliaAgent: () => undefined,
  search: () => Promise.reject(Object.assign(new Error('Search is unavailable.'), { name: 'RetryError' })),
};

function asArray(value: unknown): Array<string | string[]> {
  if (value === undefined || value === null) return [];
  return (Array.isArray(value) ? value : [value]) as Array<string | string[]>;
}
