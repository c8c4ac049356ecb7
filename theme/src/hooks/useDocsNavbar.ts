// Docs data for the doc-related navbar items: the docs plugin's global data, the version the
// visitor is in (or prefers), and lookups that fail with the list of valid ids.
import { useCallback, useSyncExternalStore } from 'react';
import { usePluginData } from '@docusaurus/useGlobalData';
import type { DocsGlobalData } from './docsGlobalData';
import { comparablePath } from './navbarUtils';

export const DOCS_PLUGIN_NAME = 'tessera-plugin-docs';
export type DocsVersion = DocsGlobalData['versions'][number];

export function useDocsGlobalData(pluginId: string | undefined): DocsGlobalData {
  return usePluginData(DOCS_PLUGIN_NAME, pluginId ?? 'default') as DocsGlobalData;
}

export function preferredVersionStorageKey(pluginId: string): string {
  return `docs-preferred-version-${pluginId}`;
}

const preferredListeners = new Set<() => void>();

function readPreferred(pluginId: string): string | null {
  try {
    return window.localStorage.getItem(preferredVersionStorageKey(pluginId));
  } catch {
    return null;
  }
}

export function savePreferredVersion(pluginId: string, versionName: string): void {
  try {
    window.localStorage.setItem(preferredVersionStorageKey(pluginId), versionName);
  } catch {
    // Not remembered; the choice still applies to the link that was clicked.
  }
  preferredListeners.forEach((l) => l());
}

/** The remembered version name, cleared when it no longer names an existing version. */
export function usePreferredVersionName(pluginId: string, data: DocsGlobalData): string | null {
  const subscribe = useCallback((listener: () => void) => {
    preferredListeners.add(listener);
    return () => {
      preferredListeners.delete(listener);
    };
  }, []);
  const stored = useSyncExternalStore(
    subscribe,
    () => readPreferred(pluginId),
    () => null,
  );
  if (stored && !data.versions.some((v) => v.name === stored)) {
    try {
      window.localStorage.removeItem(preferredVersionStorageKey(pluginId));
    } catch {
      // Ignore: treated as absent either way.
    }
    return null;
  }
  return stored;
}

function isInVersion(version: DocsVersion, pathname: string): boolean {
  const base = comparablePath(version.path);
  const current = comparablePath(pathname);
  return current === base || current.startsWith(base === '/' ? '/' : base + '/');
}

/** The version whose path contains `pathname` (longest path wins), if any. */
export function activeVersionOf(data: DocsGlobalData, pathname: string): DocsVersion | undefined {
  return [...data.versions]
    .sort((a, b) => b.path.length - a.path.length)
    .find((v) => isInVersion(v, pathname));
}

/** The version to link to: the one being read, else the preferred one, else the latest. */
export function useDocsVersionForLinks(
  pluginId: string | undefined,
  pathname: string,
): { data: DocsGlobalData; version: DocsVersion; active: DocsVersion | undefined } {
  const data = useDocsGlobalData(pluginId);
  const preferredName = usePreferredVersionName(pluginId ?? 'default', data);
  const active = activeVersionOf(data, pathname);
  const version =
    active ??
    data.versions.find((v) => v.name === preferredName) ??
    data.versions.find((v) => v.isLast) ??
    data.versions[0];
  if (!version)
    throw new Error(
      `The docs plugin "${pluginId ?? 'default'}" has no versions: there is nothing for this navbar item to link to.`,
    );
  return { data, version, active };
}

export function isPathInVersion(version: DocsVersion, pathname: string): boolean {
  return isInVersion(version, pathname);
}

/** A doc of a version by id, or an error listing the ids the navbar can use. */
export function getVersionDoc(
  version: DocsVersion,
  docId: string,
): { path: string; sidebar?: string } {
  const doc = version.docs[docId];
  if (!doc) {
    const known = Object.keys(version.docs);
    throw new Error(
      `Couldn't find any doc with id "${docId}" in version "${version.name}". Available doc ids are:\n- ${known.length ? known.join('\n- ') : '(none)'}`,
    );
  }
  return doc;
}

/** A sidebar's first link, or an error listing the sidebars that have one. */
export function getSidebarLink(
  version: DocsVersion,
  sidebarId: string,
): { path: string; label: string } {
  const sidebar = version.sidebars[sidebarId];
  if (!sidebar) {
    throw new Error(
      `Can't find any sidebar with id "${sidebarId}" in version "${version.name}". Available sidebar ids are:\n- ${Object.keys(version.sidebars).join('\n- ') || '(none)'}`,
    );
  }
  if (!sidebar.link) {
    throw new Error(
      `The sidebar "${sidebarId}" of version "${version.name}" has no doc or link to point the navbar item at.`,
    );
  }
  return sidebar.link;
}

/** Where a version's navbar link goes: its main doc, or the version root. */
export function versionMainDocPath(version: DocsVersion): string {
  return version.docs[version.mainDocId]?.path ?? version.mainDocPath ?? version.path;
}

/**
 * The page at `pathname` in another version, when that version has it; else its main doc
 * (as Docusaurus' version dropdown and banner link).
 */
export function samePageInVersion(
  target: DocsVersion,
  current: DocsVersion | undefined,
  pathname: string,
): string {
  if (current && target.docPaths) {
    const base = current.path.replace(/\/$/, '');
    const relative = pathname.replace(/\/$/, '').slice(base.length).replace(/^\//, '');
    if (target.docPaths.includes(relative))
      return `${target.path.replace(/\/$/, '')}/${relative}`.replace(/\/$/, '') || '/';
  }
  return versionMainDocPath(target);
}
