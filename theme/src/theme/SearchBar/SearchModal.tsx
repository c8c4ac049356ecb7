// DocSearch's modal (loaded lazily by SearchBar). Local mode swaps DocSearch's Algolia client for
// the local one through `transformSearchClient`, so no request leaves the site; hosted mode uses
// the configured keys. Results navigate with the router unless they match externalUrlRegex.
import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
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

  // DocSearch 3.9 sets its status back to 'idle' right after a failed request, so its own error
  // screen never stays up: failures are tracked here and the same screen is drawn over the
  // dropdown until the query changes or a search succeeds.
  const [failed, setFailed] = useState(false);
  const [dropdown, setDropdown] = useState<HTMLElement | null>(null);
  useEffect(() => {
    setDropdown(document.querySelector<HTMLElement>('.search-modal .DocSearch-Dropdown'));
    const input = document.querySelector<HTMLInputElement>('.search-modal .DocSearch-Input');
    const reset = () => setFailed(false);
    input?.addEventListener('input', reset);
    return () => input?.removeEventListener('input', reset);
  }, []);
  const transformSearchClient = useCallback(
    (client: DocSearchTransformClient): DocSearchTransformClient => {
      // Local mode never uses DocSearch's Algolia client: no request leaves the site.
      const base = hosted ? client : ((localClient ?? unavailableClient) as unknown as DocSearchTransformClient);
      const search = ((...args: Parameters<DocSearchTransformClient['search']>) =>
        base.search(...args).then(
          (response) => {
            setFailed(false);
            return response;
          },
          (error: unknown) => {
            console.warn('Search failed.', error);
            setFailed(true);
            return { results: [{ hits: [], nbHits: 0, page: 0, nbPages: 0, hitsPerPage: 0, processingTimeMS: 0, query: '', params: '', exhaustiveNbHits: true }] };
          },
        )) as DocSearchTransformClient['search'];
      return { ...base, search, addAlgoliaAgent: (...a) => base.addAlgoliaAgent(...a), transporter: base.transporter };
    },
    [hosted, localClient],
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
    <div className={['search-modal', !hosted && 'search-modal--local', failed && 'search-modal--failed'].filter(Boolean).join(' ')}>
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
        transformSearchClient={transformSearchClient}
        transformItems={transformItems}
        navigator={navigator}
        hitComponent={Hit}
        resultsFooterComponent={Footer}
        getMissingResultsUrl={missingResultsUrl ? ({ query }) => missingResultsUrl.replace('{query}', encodeURIComponent(query)) : undefined}
      />
      {failed && dropdown && createPortal(<ErrorScreen />, dropdown)}
    </div>
  );
}

/** DocSearch's error screen, same markup and strings. */
function ErrorScreen() {
  return (
    <div className="DocSearch-ErrorScreen search-modal__error" role="alert">
      <div className="DocSearch-Screen-Icon">
        <svg width="40" height="40" viewBox="0 0 20 20" fill="none" fillRule="evenodd" stroke="currentColor" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
          <path d="M19 4.8a16 16 0 00-2-1.2m-3.3-1.2A16 16 0 001.1 4.7M16.7 8a12 12 0 00-2.8-1.4M10 6a12 12 0 00-6.7 2M12.3 14.7a4 4 0 00-4.5 0M14.5 11.4A8 8 0 0010 10M3 16L18 2M10 18h0" />
        </svg>
      </div>
      <p className="DocSearch-Title">Unable to fetch results</p>
      <p className="DocSearch-Help">You might want to check your network connection.</p>
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
