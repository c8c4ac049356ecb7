// Production route loading: each path has a small manifest (`__routes/<path>.json`) naming its
// scripts and styles, so the main bundle never carries a route table and stays the same size
// however many pages the site has.
import siteConfig from '@generated/site-config.json';
import { routeManifestFile, normalizeRoutePath } from '../../shared/paths';
import type { RouteManifestEntry } from '../../shared/types';
import { assembleRoute, installRegistry, type ImportRegistry } from './registry';
import type { LoadedRoute, RouteLoader } from './types';
import { canPrefetch } from './prefetch';

const manifests = new Map<string, Promise<RouteManifestEntry>>();
/** url -> its load; a failed load is forgotten so a later attempt retries. */
const loadedFiles = new Map<string, Promise<void>>();

/** Seeds the cache with the manifest the server embedded for the first page. */
export function seedManifest(pathname: string, manifest: RouteManifestEntry): void {
  manifests.set(normalizeRoutePath(pathname), Promise.resolve(manifest));
  for (const f of [...manifest.js, ...manifest.css]) loadedFiles.set(f, Promise.resolve());
}

function fetchManifest(pathname: string): Promise<RouteManifestEntry> {
  const key = normalizeRoutePath(pathname);
  let pending = manifests.get(key);
  if (!pending) {
    const url = siteConfig.baseUrl + routeManifestFile(key, siteConfig.baseUrl);
    pending = fetch(url).then((res) => {
      if (res.status === 404) return fetchManifest(siteConfig.baseUrl + '404');
      if (!res.ok) throw new Error(`Could not load the route manifest ${url}: HTTP ${res.status}`);
      return res.json() as Promise<RouteManifestEntry>;
    });
    pending.catch(() => manifests.delete(key));
    manifests.set(key, pending);
  }
  return pending;
}

function loadFile(url: string): Promise<void> {
  const existing = loadedFiles.get(url);
  if (existing) return existing;
  const loading = new Promise<void>((resolve, reject) => {
    const isCss = url.endsWith('.css');
    const el = document.createElement(isCss ? 'link' : 'script');
    if (el instanceof HTMLLinkElement) {
      el.rel = 'stylesheet';
      el.href = url;
    } else {
      el.src = url;
      el.async = true;
    }
    el.onload = () => resolve();
    el.onerror = () => {
      loadedFiles.delete(url);
      el.remove();
      reject(new Error(`Failed to load ${url}`));
    };
    document.head.appendChild(el);
  });
  loadedFiles.set(url, loading);
  return loading;
}

function prefetchFile(url: string): void {
  if (loadedFiles.has(url) || document.querySelector(`link[href="${CSS.escape(url)}"]`)) return;
  const link = document.createElement('link');
  if (link.relList?.supports?.('prefetch')) {
    link.rel = 'prefetch';
    link.href = url;
    document.head.appendChild(link);
  } else {
    void fetch(url, { credentials: 'include' }).catch(() => undefined);
  }
}

export function createProdRouteLoader(imports: ImportRegistry): RouteLoader {
  /** One LoadedRoute object per route id, so a route is assembled once. */
  const routes = new Map<string, Promise<LoadedRoute>>();
  return {
    async loadRoute(pathname) {
      installRegistry();
      const manifest = await fetchManifest(pathname);
      await Promise.all([...manifest.css, ...manifest.js].map(loadFile));
      let route = routes.get(manifest.id);
      if (!route) {
        route = assembleRoute(manifest, imports);
        route.catch(() => routes.delete(manifest.id));
        routes.set(manifest.id, route);
      }
      return route;
    },
    async prefetchRoute(pathname) {
      if (!canPrefetch()) return;
      const manifest = await fetchManifest(pathname);
      [...manifest.css, ...manifest.js].forEach(prefetchFile);
    },
    async preloadRoute(pathname) {
      if (!canPrefetch()) return;
      await this.loadRoute(pathname);
    },
  };
}
