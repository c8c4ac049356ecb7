import type { Location } from 'react-router-dom';
import clientModules from '@generated/client-modules.js';

export interface RouteUpdateArgs {
  previousLocation: Location | null;
  location: Location;
}

type Hook = 'onRouteUpdate' | 'onRouteDidUpdate';

/** Calls a lifecycle hook on every client module; returns the cleanups they give back. */
export function dispatchRouteLifecycle(hook: Hook, args: RouteUpdateArgs): Array<() => void> {
  const cleanups: Array<() => void> = [];
  for (const mod of clientModules as Array<Record<string, unknown>>) {
    const fn = mod[hook];
    if (typeof fn === 'function') {
      const cleanup = fn(args);
      if (typeof cleanup === 'function') cleanups.push(cleanup);
    }
  }
  return cleanups;
}
