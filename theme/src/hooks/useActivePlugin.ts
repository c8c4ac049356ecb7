// Which docs plugin instance the current page belongs to. Docs features used on a page outside
// every docs plugin fail with the paths that exist; used when no docs plugin is enabled, they
// say so.
import { useLocation } from 'react-router-dom';
import useGlobalData from '@docusaurus/useGlobalData';
import type { DocsGlobalData } from './docsGlobalData';
import { DOCS_PLUGIN_NAME } from './useDocsNavbar';

export interface ActiveDocsPlugin {
  pluginId: string;
  pluginData: DocsGlobalData;
}

export function useAllDocsData(): Record<string, DocsGlobalData> {
  const all = useGlobalData()[DOCS_PLUGIN_NAME] as Record<string, DocsGlobalData> | undefined;
  if (!all)
    throw new Error(
      'A docs feature is used on this site, but the docs plugin is not enabled. Add @tessera/plugin-docs to the plugins of site.config.ts.',
    );
  return all;
}

/** The plugin whose path is the longest prefix of `pathname`. */
export function findActiveDocsPlugin(
  all: Record<string, DocsGlobalData>,
  pathname: string,
): ActiveDocsPlugin | undefined {
  const matches = Object.entries(all)
    .filter(
      ([, data]) =>
        pathname === data.path ||
        pathname.startsWith(data.path.endsWith('/') ? data.path : data.path + '/'),
    )
    .sort((a, b) => b[1].path.length - a[1].path.length);
  const [pluginId, pluginData] = matches[0] ?? [];
  return pluginId && pluginData ? { pluginId, pluginData } : undefined;
}

export function useActivePlugin(options: { failfast: true }): ActiveDocsPlugin;
export function useActivePlugin(options?: { failfast?: boolean }): ActiveDocsPlugin | undefined;
export function useActivePlugin({ failfast = false }: { failfast?: boolean } = {}):
  ActiveDocsPlugin | undefined {
  const all = useAllDocsData();
  const { pathname } = useLocation();
  const active = findActiveDocsPlugin(all, pathname);
  if (!active && failfast) {
    const paths = Object.values(all)
      .map((d) => d.path)
      .join(', ');
    throw new Error(
      `No docs plugin serves the page ${pathname}, but a docs feature used here needs one. Docs features only work on docs pages. Existing docs plugin paths: ${paths}.`,
    );
  }
  return active;
}
