// Dev route loading: a table of lazily compiled chunks, path -> [id, import()].
import { normalizeRoutePath } from '../../shared/paths';
import { toLoadedRoute } from './registry';
import type { RouteLoader } from './types';

type Table = Record<string, [string, () => Promise<{ default: any }>]>;

export function createDevRouteLoader(table: Table): RouteLoader {
  const find = (pathname: string) => table[normalizeRoutePath(pathname)] ?? table['/404'] ?? Object.entries(table).find(([p]) => p.endsWith('/404'))?.[1];
  return {
    async loadRoute(pathname) {
      const entry = find(pathname);
      if (!entry) throw new Error(`No route for ${pathname} and no 404 page.`);
      const mod = await entry[1]();
      return toLoadedRoute(entry[0], mod.default);
    },
    async prefetchRoute() {},
    async preloadRoute(pathname) {
      await find(pathname)?.[1]();
    },
  };
}
