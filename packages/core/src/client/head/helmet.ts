// Where <Head> gets react-helmet-async from.
//
// The server-rendered HTML already holds every head tag, so the browser needs helmet (about 5 KB
// gzip with its dependencies) only to change them on client-side navigation. It therefore loads
// in its own chunk once the browser is idle after hydration, and the navigator waits for it
// before showing the next page. Until then <Head> renders nothing; helmet renders no DOM either,
// so the hydrating render matches the server HTML. In the browser there is no <HelmetProvider>:
// every <Helmet> gets the one shared `helmetData`, so the tree keeps its shape when helmet arrives.
//
// The server installs helmet synchronously (entry.server.tsx) and collects the tags with its
// <HelmetProvider>.
import { useEffect, useSyncExternalStore } from 'react';
import type { Helmet, HelmetData } from 'react-helmet-async';

export interface HelmetApi {
  Helmet: typeof Helmet;
  /** Browser only: the store every <Helmet> shares. Absent, helmet uses its provider. */
  helmetData?: HelmetData;
}

let helmet: HelmetApi | null = null;
let loading: Promise<void> | null = null;
let idleLoadScheduled = false;
const listeners = new Set<() => void>();

function install(api: HelmetApi): void {
  helmet = api;
  listeners.forEach((listener) => listener());
}

/** Static rendering: helmet is there from the first render, its state collected by the provider. */
export function installServerHelmet(component: typeof Helmet): void {
  install({ Helmet: component });
}

/** Loads helmet once; resolves when every <Head> can render it. */
export function loadHelmet(): Promise<void> {
  if (helmet) return Promise.resolve();
  loading ??= import(/* webpackChunkName: "helmet" */ 'react-helmet-async').then(
    // `true`: the browser's store, shared with any <HelmetProvider> a test or a site renders.
    ({ Helmet, HelmetData }) => install({ Helmet, helmetData: new HelmetData({}, true) }),
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/** Loads helmet when the browser has nothing better to do (a navigation loads it at once). */
export function loadHelmetWhenIdle(): void {
  if (helmet || loading || idleLoadScheduled) return;
  idleLoadScheduled = true;
  // A failure here is retried, and reported, by the next navigation's loadHelmet().
  const load = () => void loadHelmet().catch(() => undefined);
  if (typeof requestIdleCallback === 'function') requestIdleCallback(load, { timeout: 3000 });
  else setTimeout(load, 200);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const snapshot = () => helmet;

/** Helmet once it is there (always on the server), else null; starts loading it after mount. */
export function useHelmet(): HelmetApi | null {
  const api = useSyncExternalStore(subscribe, snapshot, snapshot);
  useEffect(() => {
    if (!api) loadHelmetWhenIdle();
  }, [api]);
  return api;
}
