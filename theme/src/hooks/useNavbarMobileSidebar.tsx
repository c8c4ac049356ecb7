// Open/closed state of the mobile navbar sidebar and which of its two panels shows (primary:
// the navbar items; secondary: the current docs sidebar). Shared by the menu button, the
// sidebar itself, and links inside it.
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
  type RefObject,
} from 'react';
import { useLocation } from 'react-router-dom';
import useLockBodyScroll from './useLockBodyScroll';
import useWindowSize from './useWindowSize';
import { useDocsSidebar } from './useDocsSidebar';

export interface NavbarMobileSidebarState {
  /** False when there is nothing to show (no navbar items and no docs sidebar). */
  disabled: boolean;
  shown: boolean;
  toggle: () => void;
  /** `restoreFocus`: put focus back on the menu button (Escape, close button). */
  close: (options?: { restoreFocus?: boolean }) => void;
  /** The navbar's menu button, where focus returns when the sidebar closes. */
  toggleButtonRef: RefObject<HTMLButtonElement | null>;
  /** The docs sidebar panel is available (a docs page) ... */
  hasSecondaryMenu: boolean;
  /** ... and currently shown instead of the main menu. */
  secondaryShown: boolean;
  showSecondary: (shown: boolean) => void;
}

const Context = createContext<NavbarMobileSidebarState | null>(null);

export function NavbarMobileSidebarProvider({
  children,
  hasItems,
}: {
  children: ReactNode;
  hasItems: boolean;
}) {
  const docsSidebar = useDocsSidebar();
  const hasSecondaryMenu = !!docsSidebar && docsSidebar.items.length > 0;
  const disabled = !hasItems && !hasSecondaryMenu;
  const windowSize = useWindowSize();
  const [shown, setShown] = useState(false);
  // On a docs page the docs sidebar is what the visitor most likely wants first.
  const [secondaryShown, setSecondaryShown] = useState(hasSecondaryMenu);

  const toggleButtonRef = useRef<HTMLButtonElement | null>(null);
  const close = useCallback((options?: { restoreFocus?: boolean }) => {
    setShown(false);
    if (options?.restoreFocus) toggleButtonRef.current?.focus();
  }, []);
  const toggle = useCallback(() => {
    setShown((s) => !s);
  }, []);

  // Each time the sidebar opens, start on the docs panel if there is one.
  useEffect(() => {
    if (shown) setSecondaryShown(hasSecondaryMenu);
  }, [shown, hasSecondaryMenu]);

  // Close on navigation (a link in the menu was followed) ...
  const location = useLocation();
  const firstLocation = useRef(true);
  useEffect(() => {
    if (firstLocation.current) {
      firstLocation.current = false;
      return;
    }
    setShown(false);
  }, [location.pathname, location.hash, location.search]);

  // ... when the window grows to desktop size, and on Escape.
  useEffect(() => {
    if (windowSize === 'desktop') setShown(false);
  }, [windowSize]);
  useEffect(() => {
    if (!shown) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close({ restoreFocus: true });
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [shown, close]);

  useLockBodyScroll(shown);

  const value = useMemo<NavbarMobileSidebarState>(
    () => ({
      disabled,
      shown,
      toggle,
      close,
      toggleButtonRef,
      hasSecondaryMenu,
      secondaryShown: hasSecondaryMenu && secondaryShown,
      showSecondary: setSecondaryShown,
    }),
    [disabled, shown, toggle, close, hasSecondaryMenu, secondaryShown],
  );
  return <Context.Provider value={value}>{children}</Context.Provider>;
}

export function useNavbarMobileSidebar(): NavbarMobileSidebarState {
  const ctx = useContext(Context);
  if (!ctx)
    throw new Error(
      'useNavbarMobileSidebar() must be used inside <NavbarMobileSidebarProvider> (rendered by @theme/Navbar).',
    );
  return ctx;
}
