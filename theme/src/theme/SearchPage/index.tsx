// /search: the full results for `?q=`, kept in the URL while typing; 20 hits at a time with
// "Load more". Works with the local index and with hosted DocSearch alike. Consecutive hits of
// one page are shown as one group: the page, then its sections under it (the local index returns
// them in that order, see rankRecords).
import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import Link from '@docusaurus/Link';
import Layout from '@theme/Layout';
import { MAX_QUERY_LENGTH } from '@tessera/plugin-search/shared';
import useSearchSettings, { useContextualFacetFilters } from '../../hooks/search/useSearchSettings';
import { searchPageUrl } from '../../hooks/search/searchUrls';
import type { ResultHit } from '../../hooks/search/searchBackend';
import './styles.css';

type Status = 'idle' | 'loading' | 'stalled' | 'error' | 'done';

interface Results {
  hits: ResultHit[];
  nbHits: number;
  page: number;
  nbPages: number;
}

const EMPTY: Results = { hits: [], nbHits: 0, page: 0, nbPages: 0 };
// Same threshold as DocSearch: after this, a slow search says so.
const STALL_MS = 300;

export default function SearchPage() {
  const settings = useSearchSettings();
  const facetFilters = useContextualFacetFilters();
  const location = useLocation();
  const navigate = useNavigate();
  const [query, setQuery] = useState('');
  const [status, setStatus] = useState<Status>('idle');
  const [results, setResults] = useState<Results>(EMPTY);
  const request = useRef(0);

  // The query lives in the URL; read it after hydration (the server renders no query).
  useEffect(() => {
    const q = (new URLSearchParams(location.search).get('q') ?? '').slice(0, MAX_QUERY_LENGTH);
    setQuery((current) => (current === q ? current : q));
  }, [location.search]);

  const run = useCallback(
    async (q: string, page: number) => {
      const id = ++request.current;
      if (!q.trim()) {
        setStatus('idle');
        setResults(EMPTY);
        return;
      }
      setStatus('loading');
      const stall = setTimeout(() => id === request.current && setStatus('stalled'), STALL_MS);
      try {
        const { searchPage } = await import('../../hooks/search/searchBackend');
        const found = await searchPage(settings, q, page, facetFilters);
        if (id !== request.current) return;
        setResults((prev) =>
          page === 0 ? found : { ...found, hits: [...prev.hits, ...found.hits] },
        );
        setStatus('done');
      } catch (error) {
        if (id !== request.current) return;
        console.error('Search failed.', error);
        setStatus('error');
      } finally {
        clearTimeout(stall);
      }
    },
    [settings, facetFilters],
  );

  useEffect(() => {
    void run(query, 0);
  }, [query, run]);

  const onChange = (value: string) => {
    const q = value.slice(0, MAX_QUERY_LENGTH);
    setQuery(q);
    navigate(searchPageUrl(location.pathname, q), { replace: true });
  };

  const title = query ? `Search results for "${query}"` : 'Search the documentation';
  const busy = status === 'loading' || status === 'stalled';
  return (
    <Layout title={title} description="Search the documentation">
      <div className="search-page">
        <h1 className="search-page__title">{title}</h1>
        <form className="search-page__form" role="search" onSubmit={(e) => e.preventDefault()}>
          <input
            className="search-page__input"
            type="search"
            name="q"
            aria-label="Search"
            placeholder="Search docs"
            autoComplete="off"
            maxLength={MAX_QUERY_LENGTH}
            value={query}
            onChange={(e) => onChange(e.target.value)}
          />
        </form>
        <div className="search-page__status" aria-live="polite" aria-busy={busy}>
          {status === 'stalled' && <p className="search-page__stalled">Searching…</p>}
          {status === 'error' && (
            <div className="search-page__error">
              <p className="search-page__error-title">Unable to fetch results</p>
              <p>You might want to check your network connection.</p>
            </div>
          )}
          {status === 'done' && results.nbHits > 0 && (
            <p className="search-page__count">
              {results.nbHits === 1 ? '1 result' : `${results.nbHits.toLocaleString('en')} results`}
            </p>
          )}
          {status === 'done' && results.nbHits === 0 && (
            <p className="search-page__empty">
              No results for "<strong>{query}</strong>"
            </p>
          )}
        </div>
        {results.hits.length > 0 && status !== 'error' && (
          <ol className="search-page__hits">
            {groupByPage(results.hits).map((group) => (
              <SearchGroup key={group[0]!.objectID} hits={group} />
            ))}
          </ol>
        )}
        {results.page + 1 < results.nbPages && status !== 'error' && (
          <button
            type="button"
            className="t-button search-page__more"
            disabled={busy}
            onClick={() => void run(query, results.page + 1)}
          >
            Load more
          </button>
        )}
      </div>
    </Layout>
  );
}

/** Runs of hits on the same page. */
function groupByPage(hits: ResultHit[]): ResultHit[][] {
  const groups: ResultHit[][] = [];
  for (const hit of hits) {
    const last = groups[groups.length - 1];
    if (last && last[0]!.pageUrl === hit.pageUrl) last.push(hit);
    else groups.push([hit]);
  }
  return groups;
}

function SearchGroup({ hits }: { hits: ResultHit[] }) {
  const [first] = hits;
  const page = first!.isPage ? first! : null;
  const sections = page ? hits.slice(1) : hits;
  return (
    <li className="search-page__group">
      {page ? (
        <SearchResult hit={page} />
      ) : (
        // Only sections of this page matched: the page heads them, as a plain link.
        <PageHeading hit={first!} />
      )}
      {sections.length > 0 && (
        <ol className="search-page__sections">
          {sections.map((hit) => (
            <li key={hit.objectID}>
              <SearchResult hit={hit} section />
            </li>
          ))}
        </ol>
      )}
    </li>
  );
}

function PageHeading({ hit }: { hit: ResultHit }) {
  return (
    <div className="search-page__page">
      <h2 className="search-page__hit-title">
        <Link to={hit.pageUrl} dangerouslySetInnerHTML={{ __html: hit.pageTitle }} />
      </h2>
      {hit.breadcrumbs[0] && (
        <p className="search-page__breadcrumbs">
          <span className="search-page__crumb">{hit.breadcrumbs[0]}</span>
        </p>
      )}
    </div>
  );
}

function SearchResult({ hit, section = false }: { hit: ResultHit; section?: boolean }) {
  // Under its page, a section needs no page breadcrumbs: only the headings between them.
  const crumbs = section ? hit.breadcrumbs.slice(2) : hit.breadcrumbs;
  const Title = section ? 'h3' : 'h2';
  return (
    <div className={section ? 'search-page__hit search-page__hit--section' : 'search-page__hit'}>
      <Title className="search-page__hit-title">
        {/* Titles and snippets are escaped text with <mark> tags only (see safeHighlightHtml). */}
        <Link to={hit.url} dangerouslySetInnerHTML={{ __html: hit.title }} />
      </Title>
      {crumbs.length > 0 && (
        <p className="search-page__breadcrumbs">
          {crumbs.map((crumb, i) =>
            // The first crumb (lvl0) is plain text; the others are highlighted HTML like the title.
            i === 0 && !section ? (
              <span key={i} className="search-page__crumb">
                {crumb}
              </span>
            ) : (
              <span
                key={i}
                className="search-page__crumb"
                dangerouslySetInnerHTML={{ __html: crumb }}
              />
            ),
          )}
        </p>
      )}
      {hit.snippet && (
        <p className="search-page__snippet" dangerouslySetInnerHTML={{ __html: hit.snippet }} />
      )}
    </div>
  );
}
