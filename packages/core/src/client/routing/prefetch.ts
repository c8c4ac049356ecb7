// When links fetch their routes ahead of a click. Nothing is fetched before the page has
// hydrated and the browser is idle; then the links in the viewport prefetch (manifest + files,
// not run) at most `prefetch.viewportLimit` routes per page view, and any other link loads its
// route when it is hovered, focused or touched. With Save-Data or a 2g connection, nothing at all.
import siteConfig from '@generated/site-config.json';
import { prefetchRoute, preloadRoute } from './loader';

const LIMIT = siteConfig.prefetch.viewportLimit;

/** Links on the page: element -> route path (without the base URL). */
const links = new Map<Element, string>();
/** Routes already fetched ahead in this document: never counted twice. */
const fetched = new Set<string>();
let observer: IntersectionObserver | undefined;
let left = 0;
let shownPath: string | undefined;
let view = 0;

export function canPrefetch(): boolean {
  const connection = (
    navigator as Navigator & { connection?: { effectiveType?: string; saveData?: boolean } }
  ).connection;
  // effectiveType is 'slow-2g', '2g', '3g' or '4g'.
  return !(connection && (connection.saveData || (connection.effectiveType ?? '').includes('2g')));
}

function whenIdle(run: () => void): void {
  const w = window as Window & { requestIdleCallback?: (cb: () => void) => number };
  if (w.requestIdleCallback) w.requestIdleCallback(run);
  else setTimeout(run, 300);
}

function onIntersect(entries: IntersectionObserverEntry[]): void {
  for (const entry of entries) {
    if (!entry.isIntersecting || !observer) continue;
    observer.unobserve(entry.target);
    const path = links.get(entry.target);
    if (path === undefined || fetched.has(path)) continue;
    fetched.add(path);
    void prefetchRoute(path).catch(() => undefined);
    if (--left <= 0) {
      // This page view's share is spent: the rest wait for hover, focus or touch.
      observer.disconnect();
      observer = undefined;
    }
  }
}

/**
 * A hovered, focused or touched link loads its route. One passive listener per event on the
 * document instead of three on every link: hydrating a page with hundreds of sidebar links adds
 * no listeners, and a touch that starts a scroll is never held back.
 */
let lastIntent: Element | undefined;
function preloadOnIntent(event: Event): void {
  const anchor = (event.target as Element | null)?.closest?.('a');
  // mouseover fires again for each element inside the link: one load per link entered.
  if (!anchor || anchor === lastIntent) return;
  lastIntent = anchor;
  const path = links.get(anchor);
  if (path !== undefined) preloadLink(path);
}

let listening = false;
function listenForIntent(): void {
  if (listening) return;
  listening = true;
  for (const type of ['mouseover', 'focusin', 'touchstart'])
    document.addEventListener(type, preloadOnIntent, { capture: true, passive: true });
}

/** Watches a link for the viewport and for hover, focus or touch; returns what stops watching it. */
export function watchLink(el: Element, path: string): () => void {
  listenForIntent();
  links.set(el, path);
  observer?.observe(el);
  return () => {
    if (links.get(el) === path) links.delete(el);
    observer?.unobserve(el);
  };
}

/** A link was hovered, focused or touched: load its route (and run its code) now. */
export function preloadLink(path: string): void {
  if (!canPrefetch()) return;
  fetched.add(path);
  void preloadRoute(path).catch(() => undefined);
}

/**
 * The page at `pathname` is on screen, hydrated (the first one) or swapped in by the router:
 * once the browser is idle, its visible links may prefetch. A hash change is no new page view.
 */
export function pageShown(pathname: string): void {
  if (pathname === shownPath || typeof IntersectionObserver === 'undefined' || LIMIT <= 0) return;
  shownPath = pathname;
  observer?.disconnect();
  observer = undefined;
  const current = ++view;
  whenIdle(() => {
    if (current !== view || !canPrefetch()) return;
    left = LIMIT;
    observer = new IntersectionObserver(onIntersect);
    for (const el of links.keys()) observer.observe(el);
  });
}
