import type { ComponentType } from 'react';

/** A route whose code has loaded: the component and the modules it renders. */
export interface LoadedRoute {
  id: string;
  path: string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each route's own props type
  Component: ComponentType<any>;
  modules: Record<string, unknown>;
  props: Record<string, unknown>;
  sidebar?: string;
  unlisted?: boolean;
}

export interface RouteLoader {
  loadRoute(pathname: string): Promise<LoadedRoute>;
  /** Fetch the route's files into the cache without running them. */
  prefetchRoute(pathname: string): Promise<void>;
  /** Load and run the route's files (on hover, before the click). */
  preloadRoute(pathname: string): Promise<void>;
}
