// `@docusaurus/theme-common`: the names Docusaurus sites and third-party themes import from it,
// backed by the classic theme's own hooks and components. A name Docusaurus has and Tessera does
// not is simply not exported, so the bundler stops at the importing file and names the missing
// export (see README, "Moving from Docusaurus").
import { createElement, useCallback, useRef, type ReactNode } from 'react';
import useThemeConfigOfTheme from '@tessera/theme-classic/src/hooks/useThemeConfig';
import useColorModeOfTheme from '@tessera/theme-classic/src/hooks/useColorMode';
import useWindowSizeOfTheme from '@tessera/theme-classic/src/hooks/useWindowSize';
import useCollapsibleOfTheme from '@tessera/theme-classic/src/hooks/useCollapsible';
import { isRegexpStringMatch } from '@tessera/theme-classic/src/hooks/navbarUtils';
import {
  savePreferredVersion,
  useDocsGlobalData,
  usePreferredVersionName,
} from '@tessera/theme-classic/src/hooks/useDocsNavbar';
import { usePluralForm } from '@theme/PluralForm';
import Details from '@theme/Details';
import useIsomorphicLayoutEffect from './useIsomorphicLayoutEffect';

export { usePluralForm, Details, isRegexpStringMatch };
export type { ThemeConfig } from '@tessera/theme-classic/src/hooks/useThemeConfig';
export type ColorMode = 'light' | 'dark';

export function useThemeConfig() {
  return useThemeConfigOfTheme();
}

/**
 * Docusaurus' shape: `colorMode`, `setColorMode(mode | null)` (null: follow the system),
 * `colorModeChoice` (null when following the system), and v2's `isDarkTheme`.
 */
export function useColorMode() {
  const { colorMode, choice, setColorMode } = useColorModeOfTheme();
  return {
    colorMode,
    colorModeChoice: choice === 'system' ? null : choice,
    setColorMode: (mode: ColorMode | null) => setColorMode(mode ?? 'system'),
    isDarkTheme: colorMode === 'dark',
  };
}

/** 'desktop', 'mobile', or 'ssr' while rendering on the server and hydrating. */
export function useWindowSize(_options?: { desktopBreakpoint?: number }) {
  return useWindowSizeOfTheme();
}

export function useCollapsible({
  initialState,
}: {
  initialState: boolean | (() => boolean);
  forceState?: boolean;
}) {
  const initial = typeof initialState === 'function' ? initialState() : initialState;
  const { collapsed, setCollapsed, toggle } = useCollapsibleOfTheme(initial);
  return { collapsed, setCollapsed, toggleCollapsed: toggle };
}

/** Stable class names Docusaurus' themes put on their elements, for sites' own CSS and code. */
export const ThemeClassNames = {
  page: {
    blogListPage: 'blog-list-page',
    blogPostPage: 'blog-post-page',
    blogTagsListPage: 'blog-tags-list-page',
    blogTagPostListPage: 'blog-tags-post-list-page',
    blogAuthorsListPage: 'blog-authors-list-page',
    blogAuthorsPostsPage: 'blog-authors-posts-page',
    docsDocPage: 'docs-doc-page',
    docsTagsListPage: 'docs-tags-list-page',
    docsTagDocListPage: 'docs-tags-doc-list-page',
    mdxPage: 'mdx-page',
  },
  wrapper: {
    main: 'main-wrapper',
    blogPages: 'blog-wrapper',
    docsPages: 'docs-wrapper',
    mdxPages: 'mdx-wrapper',
  },
  common: {
    editThisPage: 'theme-edit-this-page',
    lastUpdated: 'theme-last-updated',
    backToTopButton: 'theme-back-to-top-button',
    codeBlock: 'theme-code-block',
    admonition: 'theme-admonition',
    unlistedBanner: 'theme-unlisted-banner',
    draftBanner: 'theme-draft-banner',
    admonitionType: (type: string) => `theme-admonition-${type}`,
  },
  announcementBar: { container: 'theme-announcement-bar' },
  tabs: { container: 'theme-tabs-container' },
  layout: {
    navbar: {
      container: 'theme-layout-navbar',
      containerLeft: 'theme-layout-navbar-left',
      containerRight: 'theme-layout-navbar-right',
      mobileSidebar: {
        container: 'theme-layout-navbar-sidebar',
        panel: 'theme-layout-navbar-sidebar-panel',
      },
    },
    main: { container: 'theme-layout-main' },
    footer: { container: 'theme-layout-footer', column: 'theme-layout-footer-column' },
  },
  docs: {
    docVersionBanner: 'theme-doc-version-banner',
    docVersionBadge: 'theme-doc-version-badge',
    docBreadcrumbs: 'theme-doc-breadcrumbs',
    docMarkdown: 'theme-doc-markdown',
    docTocMobile: 'theme-doc-toc-mobile',
    docTocDesktop: 'theme-doc-toc-desktop',
    docFooter: 'theme-doc-footer',
    docFooterTagsRow: 'theme-doc-footer-tags-row',
    docFooterEditMetaRow: 'theme-doc-footer-edit-meta-row',
    docSidebarContainer: 'theme-doc-sidebar-container',
    docSidebarMenu: 'theme-doc-sidebar-menu',
    docSidebarItemCategory: 'theme-doc-sidebar-item-category',
    docSidebarItemLink: 'theme-doc-sidebar-item-link',
    docSidebarItemCategoryLevel: (level: number) =>
      `theme-doc-sidebar-item-category-level-${level}`,
    docSidebarItemLinkLevel: (level: number) => `theme-doc-sidebar-item-link-level-${level}`,
    docCard: {
      container: 'theme-doc-card-container',
      heading: 'theme-doc-card-heading',
      icon: 'theme-doc-card-icon',
      title: 'theme-doc-card-title',
      description: 'theme-doc-card-description',
    },
  },
  blog: {
    blogFooterTagsRow: 'theme-blog-footer-tags-row',
    blogFooterEditMetaRow: 'theme-blog-footer-edit-meta-row',
  },
  pages: { pageFooterEditMetaRow: 'theme-pages-footer-edit-meta-row' },
} as const;

/** Thrown by a hook used outside its provider; third-party code tests for it with instanceof. */
export class ReactContextError extends Error {
  constructor(providerName: string, additionalInfo?: string) {
    super(
      `Hook used outside of <${providerName}>: wrap the component in it.${additionalInfo ? ` ${additionalInfo}` : ''}`,
    );
    this.name = 'ReactContextError';
  }
}

/** The value of the previous render (undefined on the first). */
export function usePrevious<T>(value: T): T | undefined {
  const previous = useRef<T | undefined>(undefined);
  useIsomorphicLayoutEffect(() => {
    previous.current = value;
  });
  return previous.current;
}

/** A callback whose identity never changes and that always calls the latest function. */
export function useEvent<A extends unknown[], R>(callback: (...args: A) => R): (...args: A) => R {
  const latest = useRef(callback);
  useIsomorphicLayoutEffect(() => {
    latest.current = callback;
  }, [callback]);
  return useCallback((...args: A) => latest.current(...args), []);
}

/** Nests providers (first outermost) into one component. */
export function composeProviders(
  providers: Array<(props: { children: ReactNode }) => ReactNode>,
): (props: { children: ReactNode }) => ReactNode {
  return function ComposedProviders({ children }) {
    return providers.reduceRight<ReactNode>(
      (inner, Provider) => createElement(Provider, null, inner),
      children,
    );
  };
}

export function prefersReducedMotion(): boolean {
  return (
    typeof window !== 'undefined' &&
    typeof window.matchMedia === 'function' &&
    window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}

/** The values appearing more than once (compared with `isEqual`, `===` by default). */
export function duplicates<T>(values: readonly T[], isEqual = (a: T, b: T) => a === b): T[] {
  return values.filter((v, i) => values.findIndex((w) => isEqual(v, w)) !== i);
}

export function uniq<T>(values: readonly T[]): T[] {
  return [...new Set(values)];
}

export function groupBy<T, K extends string>(
  values: readonly T[],
  keyOf: (value: T) => K,
): Partial<Record<K, T[]>> {
  const groups: Partial<Record<K, T[]>> = {};
  for (const value of values) (groups[keyOf(value)] ??= []).push(value);
  return groups;
}

/** A footer whose links are columns ({title, items}) rather than one row of links. */
export function isMultiColumnFooterLinks(links: ReadonlyArray<{ items?: unknown }>): boolean {
  return links.length > 0 && 'items' in links[0]!;
}

/**
 * The docs version the reader last chose in the version dropdown (null until they chose one),
 * and the function that records a choice.
 */
export function useDocsPreferredVersion(pluginId = 'default') {
  const data = useDocsGlobalData(pluginId);
  const name = usePreferredVersionName(pluginId, data);
  const savePreferredVersionName = useCallback(
    (versionName: string) => savePreferredVersion(pluginId, versionName),
    [pluginId],
  );
  return {
    preferredVersion: data.versions.find((v) => v.name === name) ?? null,
    savePreferredVersionName,
  };
}
