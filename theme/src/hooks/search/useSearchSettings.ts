// Which search backend the site uses and where things are: hosted DocSearch when themeConfig.algolia
// has keys, otherwise the local index announced by the search plugin's global data.
import type { ThemeConfig } from '../../themeConfig';
import { useMemo } from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { PLUGIN_NAME, type SearchGlobalData } from '@tessera/plugin-search/shared';

export interface HostedSearch {
  appId: string;
  apiKey: string;
  indexName: string;
  contextualSearch: boolean;
  externalUrlRegex?: string;
  searchParameters?: Record<string, unknown>;
}

export interface SearchSettings {
  hosted: HostedSearch | null;
  /** Manifest of the local index; null in hosted mode or when the plugin is off. */
  indexUrl: string | null;
  searchPagePath: string | null;
  missingResultsUrl: string | null;
  siteUrl: string;
}

export default function useSearchSettings(): SearchSettings {
  const { siteConfig, globalData } = useDocusaurusContext();
  return useMemo(() => searchSettings(siteConfig, globalData), [siteConfig, globalData]);
}

type Context = ReturnType<typeof useDocusaurusContext>;

export function searchSettings(
  siteConfig: Context['siteConfig'],
  globalData: Context['globalData'],
): SearchSettings {
  const { algolia } = siteConfig.themeConfig as ThemeConfig;
  const data = globalData[PLUGIN_NAME]?.default as SearchGlobalData | undefined;
  const hosted: HostedSearch | null =
    algolia?.appId && algolia.apiKey && algolia.indexName
      ? {
          appId: algolia.appId,
          apiKey: algolia.apiKey,
          indexName: algolia.indexName,
          contextualSearch: !!algolia.contextualSearch,
          externalUrlRegex: algolia.externalUrlRegex,
          searchParameters: algolia.searchParameters,
        }
      : null;
  const fallbackPage =
    hosted && algolia?.searchPagePath !== false
      ? `${siteConfig.baseUrl}${algolia?.searchPagePath ?? 'search'}`
      : null;
  return {
    hosted,
    indexUrl: hosted ? null : (data?.indexUrl ?? null),
    searchPagePath: data ? data.searchPagePath : fallbackPage,
    missingResultsUrl: data?.missingResultsUrl ?? null,
    siteUrl: siteConfig.url,
  };
}

/** Facet filters of contextual search: the page language and the docs version tags. */
export function useContextualFacetFilters(): Array<string | string[]> {
  const { globalData } = useDocusaurusContext();
  return useMemo(() => {
    const docs = (globalData['tessera-plugin-docs'] ?? {}) as Record<
      string,
      { versions?: Array<{ name: string }> }
    >;
    const tags = [
      'default',
      ...Object.entries(docs).flatMap(([id, d]) =>
        (d.versions ?? []).map((v) => `docs-${id}-${v.name}`),
      ),
    ];
    return ['language:en', tags.map((t) => `docusaurus_tag:${t}`)];
  }, [globalData]);
}
