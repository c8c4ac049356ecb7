// Shape of the docs plugin's global data (usePluginData('tessera-plugin-docs', id)).
// It stays small on purpose: it is in every page's main bundle, so it never lists every doc.
export interface DocsGlobalData {
  path: string;
  versions: Array<{
    name: string;
    label: string;
    isLast: boolean;
    path: string;
    mainDocId: string;
    /** Only docs that navbar items name (type 'doc'), id -> path. */
    docs: Record<string, { path: string; sidebar?: string }>;
    /** Each sidebar's first link. */
    sidebars: Record<string, { link?: { path: string; label: string } }>;
    /** The main doc's URL (the navbar's link to the version). */
    mainDocPath?: string;
    /** Which banner the version's pages show. */
    banner?: 'none' | 'unreleased' | 'unmaintained';
    /** Whether pages show a "Version: …" badge. */
    badge?: boolean;
    className?: string;
    /**
     * Only with several versions: every listed doc's path below the version's path, so the
     * version dropdown and banner can go to the same page in another version.
     */
    docPaths?: string[];
  }>;
  breadcrumbs: boolean;
}
