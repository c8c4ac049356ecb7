// `@docusaurus/plugin-content-docs/client`: the docs hooks third-party themes import (the local
// search theme asks which docs plugin and version a page belongs to), backed by the classic
// theme's docs hooks over Tessera's docs global data. Names Tessera does not have are not exported:
// the bundler names them at the importing line. A version's `docs` is an object by id here, not
// Docusaurus' array.
import { useLocation } from 'react-router-dom';
import { useActivePlugin, useAllDocsData } from '@tessera/theme-classic/src/hooks/useActivePlugin';
import { activeVersionOf, useDocsGlobalData } from '@tessera/theme-classic/src/hooks/useDocsNavbar';

export { useActivePlugin, useAllDocsData };
export { useDocsPreferredVersion } from './theme-common';
export {
  isActiveSidebarItem,
  isVisibleSidebarItem,
} from '@tessera/theme-classic/src/hooks/docsSidebarUtils';

/** The global data of one docs plugin instance (`default` when no id is given). */
export function useDocsData(pluginId: string | undefined) {
  return useDocsGlobalData(pluginId);
}

export function useVersions(pluginId: string | undefined) {
  return useDocsGlobalData(pluginId).versions;
}

/** The version marked last (the one at the docs root), else the first. */
export function useLatestVersion(pluginId: string | undefined) {
  const { versions } = useDocsGlobalData(pluginId);
  return versions.find((v) => v.isLast) ?? versions[0]!;
}

/** The version the current page belongs to, if it is a docs page of this plugin. */
export function useActiveVersion(pluginId: string | undefined) {
  const data = useDocsGlobalData(pluginId);
  return activeVersionOf(data, useLocation().pathname);
}

// The page's doc, which ejected DocItem parts read (Docusaurus 3 exports it here).
export { useDoc, DocProvider } from '@tessera/theme-classic/src/hooks/useDoc';
