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
  const navbarHeight = useRef(0);
  const lastScrollTop = useRef(0);
  const ignoreNextScroll = useRef(false);
  const location = useLocation();

  const navbarRef = useCallback((el: HTMLElement | null) => {
    if (el) navbarHeight.current = el.getBoundingClientRect().height;
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
      if (scrollTop < navbarHeight.current) {
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
