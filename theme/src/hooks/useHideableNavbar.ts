// Navbar hide-on-scroll: hidden once the page scrolls down past the navbar's height, shown again
// on any upward scroll, near the top, and when a hash anchor is navigated to (the jump that
// follows must not hide it again).
import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';

export default function useHideableNavbar(hideOnScroll: boolean): {
  navbarRef: (el: HTMLElement | null) => void;
  isNavbarVisible: boolean;
} {
  const [isNavbarVisible, setIsNavbarVisible] = useState(true);
  const navbar = useRef<HTMLElement | null>(null);
  const lastScrollTop = useRef(0);
  const ignoreNextScroll = useRef(false);
  const location = useLocation();

  // The height is read when the page scrolls, not when the navbar mounts: measuring it while
  // hydrating would force a layout of the whole page inside the hydration task.
  const navbarRef = useCallback((el: HTMLElement | null) => {
    navbar.current = el;
  }, []);

  useEffect(() => {
    if (!hideOnScroll) return;
    lastScrollTop.current = window.scrollY;
    const onScroll = () => {
      const scrollTop = window.scrollY;
      const previous = lastScrollTop.current;
      lastScrollTop.current = scrollTop;
      if (ignoreNextScroll.current) {
        ignoreNextScroll.current = false;
        return;
      }
      if (scrollTop < (navbar.current?.offsetHeight ?? 0)) {
        setIsNavbarVisible(true);
        return;
      }
      // Scrolling past the bottom (overscroll bounce) must not flicker the bar.
      const atBottom = window.innerHeight + scrollTop >= document.documentElement.scrollHeight;
      if (scrollTop < previous && !atBottom) setIsNavbarVisible(true);
      else if (scrollTop > previous) setIsNavbarVisible(false);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [hideOnScroll]);

  useEffect(() => {
    if (!hideOnScroll) return;
    if (location.hash) ignoreNextScroll.current = true;
    setIsNavbarVisible(true);
  }, [hideOnScroll, location.hash, location.pathname]);

  return { navbarRef, isNavbarVisible };
}
