// Sends a page_view for the first page and for every later change of path, search or hash.
type Gtag = (...args: unknown[]) => void;

interface RouteArgs {
  location: { pathname: string; search: string; hash: string };
  previousLocation: { pathname: string; search: string; hash: string } | null;
}

function send(location: RouteArgs['location']): void {
  const w = window as unknown as { gtag?: Gtag; __TESSERA_GTAG_ID__?: string };
  if (!w.gtag || !w.__TESSERA_GTAG_ID__) return;
  const pagePath = location.pathname + location.search + location.hash;
  w.gtag('set', 'page_path', pagePath);
  w.gtag('event', 'page_view', { page_path: pagePath, page_title: document.title });
}

if (typeof window !== 'undefined') queueMicrotask(() => send(window.location));

export function onRouteDidUpdate({ location, previousLocation }: RouteArgs): void {
  if (
    previousLocation &&
    location.pathname === previousLocation.pathname &&
    location.search === previousLocation.search &&
    location.hash === previousLocation.hash
  )
    return;
  // Wait a tick so the new page's <title> is in place.
  setTimeout(() => send(location));
}
