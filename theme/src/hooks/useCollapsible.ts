// Open/close state with a height animation for collapsible blocks (sidebar categories, Details,
// the mobile TOC). The animated wrapper is a one-row CSS grid whose row goes from 0fr to 1fr, so
// nothing is measured in JS. Two flags: `collapsed` drives the CSS class; `open` says whether the
// content is there at all (details[open], lazily rendered lists) and stays true until a collapse
// has finished animating.
import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type TransitionEvent,
} from 'react';

export const COLLAPSE_DURATION_MS = 250;

// useLayoutEffect warns during server rendering; the effect is only needed in the browser.
const useBrowserLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;

function prefersReducedMotion(): boolean {
  return (
    typeof window.matchMedia === 'function' &&
    window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}

export interface CollapsibleState {
  collapsed: boolean;
  open: boolean;
  setCollapsed: (collapsed: boolean) => void;
  toggle: () => void;
  /** For the animated element (it needs the ref too): ends a collapse when its transition does. */
  onTransitionEnd: (event: TransitionEvent<HTMLElement>) => void;
  ref: (el: HTMLElement | null) => void;
}

export default function useCollapsible(initialCollapsed: boolean): CollapsibleState {
  const [collapsed, setCollapsedState] = useState(initialCollapsed);
  const [open, setOpen] = useState(!initialCollapsed);
  const [expandRequested, setExpandRequested] = useState(false);
  const element = useRef<HTMLElement | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const collapsedRef = useRef(collapsed);
  collapsedRef.current = collapsed;

  useEffect(() => () => clearTimeout(timer.current), []);

  // Expanding: the content was just rendered in its collapsed (0fr) state; force a style flush so
  // the switch to 1fr below is animated rather than applied as the first style.
  useBrowserLayoutEffect(() => {
    if (!expandRequested) return;
    element.current?.getBoundingClientRect();
    setCollapsedState(false);
    setExpandRequested(false);
  }, [expandRequested]);

  const setCollapsed = useCallback((next: boolean) => {
    clearTimeout(timer.current);
    if (next) {
      setCollapsedState(true);
      if (prefersReducedMotion()) setOpen(false);
      // transitionend may never come (element hidden, tab in background): close anyway.
      else timer.current = setTimeout(() => setOpen(false), COLLAPSE_DURATION_MS + 50);
    } else {
      setOpen(true);
      setExpandRequested(true);
    }
  }, []);

  const toggle = useCallback(() => setCollapsed(!collapsedRef.current), [setCollapsed]);

  const onTransitionEnd = useCallback((event: TransitionEvent<HTMLElement>) => {
    if (event.target !== event.currentTarget || !collapsedRef.current) return;
    clearTimeout(timer.current);
    setOpen(false);
  }, []);

  const ref = useCallback((el: HTMLElement | null) => {
    element.current = el;
  }, []);

  return { collapsed, open, setCollapsed, toggle, onTransitionEnd, ref };
}
