// What the browser side (the theme) reads from the docs plugin: the shapes of its route data and
// global data, declared once here. Types only, so importing this adds nothing to a bundle.
export type {
  ClientSidebar,
  ClientSidebarItem,
  DocMetadata,
  GeneratedIndexData,
  NavLink,
  TagDocListData,
  TagsListData,
} from './types';

/** One docs version as global data describes it (usePluginData('tessera-plugin-docs', id)). */
export interface DocsVersionGlobalData {
  name: string;
  label: string;
  isLast: boolean;
  path: string;
  mainDocId: string;
  /** Only docs that navbar items name (type 'doc'), id -> path. */
  docs: Record<string, { path: string; sidebar?: string }>;
  /** Each sidebar's first link. */
  sidebars: Record<string, { link?: { path: string; label: string } }>;
  draftIds: string[];
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
}

/**
 * The docs plugin's global data. It stays small on purpose: it is in every page's main bundle,
 * so it never lists every doc (except docPaths, with several versions).
 */
export interface DocsGlobalData {
  path: string;
  versions: DocsVersionGlobalData[];
  breadcrumbs: boolean;
}
