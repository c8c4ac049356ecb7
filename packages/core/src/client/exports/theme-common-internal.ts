// `@docusaurus/theme-common/internal`: what third-party themes import from Docusaurus' internal
// entry (everything of `@docusaurus/theme-common`, plus the theme's own hooks), where the classic
// theme has the same thing. Names it does not have are not exported: the bundler names them.
import { useNavbarMobileSidebar as useNavbarMobileSidebarOfTheme } from '@tessera/theme-classic/src/hooks/useNavbarMobileSidebar';
import useWindowSize from '@tessera/theme-classic/src/hooks/useWindowSize';

export * from './theme-common';
export { default as useHideableNavbar } from '@tessera/theme-classic/src/hooks/useHideableNavbar';
export { default as useLockBodyScroll } from '@tessera/theme-classic/src/hooks/useLockBodyScroll';
export { splitNavbarItems, isSamePath } from '@tessera/theme-classic/src/hooks/navbarUtils';

/** The search tag of pages that belong to no docs version. */
export const DEFAULT_SEARCH_TAG = 'default';

/** Docusaurus' shape: `shouldRender` is true on narrow screens when there is something to show. */
export function useNavbarMobileSidebar() {
  const state = useNavbarMobileSidebarOfTheme();
  const windowSize = useWindowSize();
  return { ...state, shouldRender: !state.disabled && windowSize === 'mobile' };
}

// Where Docusaurus 3.0-3.4 exported the page contexts ejected parts read.
export { useDoc, DocProvider } from '@tessera/theme-classic/src/hooks/useDoc';
export { useBlogPost, BlogPostProvider } from '@tessera/theme-classic/src/hooks/useBlogPost';
