// Route entry chunks announce themselves by pushing onto `self.__TESSERA_ROUTES__` (the same
// pattern as webpack's JSONP chunks), so they may load before or after the main bundle.
import type { LoadedRoute } from './types';

interface RouteModule {
  Component: LoadedRoute['Component'];
  modules: Record<string, unknown>;
  path: string;
  props?: Record<string, unknown>;
  sidebar?: string;
  unlisted?: boolean;
}

type Queue = Array<[string, RouteModule]> & { installed?: boolean };

const registered = new Map<string, LoadedRoute>();
const waiting = new Map<string, Array<(route: LoadedRoute) => void>>();

export function toLoadedRoute(id: string, mod: RouteModule): LoadedRoute {
  return { id, path: mod.path, Component: mod.Component, modules: mod.modules, props: mod.props ?? {}, sidebar: mod.sidebar, unlisted: mod.unlisted };
}

function register(id: string, mod: RouteModule): void {
  const route = toLoadedRoute(id, mod);
  registered.set(id, route);
  waiting.get(id)?.forEach((resolve) => resolve(route));
  waiting.delete(id);
}

export function installRegistry(): void {
  const g = globalThis as unknown as { __TESSERA_ROUTES__?: Queue };
  const queue: Queue = g.__TESSERA_ROUTES__ ?? [];
  if (queue.installed) return;
  for (const [id, mod] of queue) register(id, mod);
  const live = [] as unknown as Queue;
  live.installed = true;
  live.push = (...items: Array<[string, RouteModule]>) => {
    for (const [id, mod] of items) register(id, mod);
    return 0;
  };
  g.__TESSERA_ROUTES__ = live;
}

export function whenRegistered(id: string): Promise<LoadedRoute> {
  const done = registered.get(id);
  if (done) return Promise.resolve(done);
  return new Promise((resolve) => {
    const list = waiting.get(id) ?? [];
    list.push(resolve);
    waiting.set(id, list);
  });
}
