// Holds the active route loader. The generated `@generated/route-loader` installs the production
// loader (per-route manifests) or the dev loader (lazy-compiled chunks); in dev, a hot update
// installs a new one and the app reloads the current route.
import type { LoadedRoute, RouteLoader } from './types';

let current: RouteLoader | null = null;
const listeners = new Set<() => void>();

export function setRouteLoader(loader: RouteLoader): void {
  const replacing = current !== null;
  current = loader;
  if (replacing) listeners.forEach((l) => l());
}

export function onRouteLoaderReplaced(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const contentListeners = new Set<() => void>();

/** Dev: a page's content changed without a new loader (see devContentPatches.ts). */
export function routeContentChanged(): void {
  contentListeners.forEach((l) => l());
}

export function onRouteContentChanged(listener: () => void): () => void {
  contentListeners.add(listener);
  return () => contentListeners.delete(listener);
}

function active(): RouteLoader {
  if (!current)
    throw new Error('No route loader installed: @generated/route-loader was not imported.');
  return current;
}

export const loadRoute = (pathname: string): Promise<LoadedRoute> => active().loadRoute(pathname);
export const prefetchRoute = (pathname: string): Promise<void> =>
  current ? current.prefetchRoute(pathname) : Promise.resolve();
export const preloadRoute = (pathname: string): Promise<void> =>
  current ? current.preloadRoute(pathname) : Promise.resolve();
