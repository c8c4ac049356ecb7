// Dev route loading: path -> [id, import() of the route's chunk, or null]. A route is null until
// the browser asks for it: the dev server then adds it to the table, which arrives as a hot
// update (a new loader), and the route is loaded from that one.
import siteConfig from '@generated/site-config.json';
import { normalizeRoutePath } from '../../shared/paths';
import {
  loadRoute as loadFromCurrentLoader,
  onRouteLoaderReplaced,
  routeContentChanged,
} from './loader';
import { listenForContentPatches, withContentPatches } from './devContentPatches';
import { toLoadedRoute } from './registry';
import type { LoadedRoute, RouteLoader } from './types';
import { DEV_ACTIVATE_ROUTE_PATH } from '../../shared/protocol';

// A dev route table entry imports any page module; its export is checked where it renders.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Table = Record<string, [string, (() => Promise<{ default: any }>) | null]>;

/** After this long without the hot update, the page reloads (and gets the new table with it). */
const ACTIVATION_TIMEOUT_MS = 20_000;

function activate(pathname: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      stop();
      window.location.reload();
    }, ACTIVATION_TIMEOUT_MS);
    const stop = onRouteLoaderReplaced(() => {
      clearTimeout(timer);
      stop();
      resolve();
    });
    fetch(`${siteConfig.baseUrl}${DEV_ACTIVATE_ROUTE_PATH}?path=${encodeURIComponent(pathname)}`, {
      method: 'POST',
    }).catch((error: unknown) => {
      clearTimeout(timer);
      stop();
      reject(error);
    });
  });
}

export function createDevRouteLoader(table: Table): RouteLoader {
  listenForContentPatches(siteConfig.baseUrl, routeContentChanged);
  const find = (pathname: string) =>
    table[normalizeRoutePath(pathname)] ??
    table['/404'] ??
    Object.entries(table).find(([p]) => p.endsWith('/404'))?.[1];
  return {
    async loadRoute(pathname): Promise<LoadedRoute> {
      const entry = find(pathname);
      if (!entry) throw new Error(`No route for ${pathname} and no 404 page.`);
      if (!entry[1]) {
        await activate(pathname);
        return loadFromCurrentLoader(pathname);
      }
      const mod = await entry[1]();
      return toLoadedRoute(entry[0], {
        ...mod.default,
        modules: withContentPatches(mod.default.modules),
      });
    },
    async prefetchRoute() {},
    async preloadRoute(pathname) {
      await find(pathname)?.[1]?.();
    },
  };
}
