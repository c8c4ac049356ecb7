// Components whose code loads on demand.
//
// - lazyComponent: for code the server never renders; shows @theme/Loading while it is slow and
//   an error with Retry if it fails.
// - preloadableComponent: for code the server does render; it renders exactly like a static
//   import (no placeholder, no extra element), so the hydrating render matches the server HTML.
import { Suspense, use, useCallback, useEffect, useState, type ComponentType } from 'react';
import Loading from '@theme/Loading';

/** Defined by the client bundle: it runs on preact/compat (`clientRuntime: 'preact'`). */
declare const __TESSERA_PREACT__: boolean | undefined;
const ON_PREACT = typeof __TESSERA_PREACT__ !== 'undefined' && __TESSERA_PREACT__;

export const LOADING_DELAY_MS = 200;

export function lazyComponent<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
  { delay = LOADING_DELAY_MS, timeout = 0 } = {},
) {
  let cached: ComponentType<P> | null = null;
  return function LazyComponent(props: P) {
    const [state, setState] = useState<{
      Component: ComponentType<P> | null;
      error: Error | null;
      pastDelay: boolean;
      timedOut: boolean;
    }>({
      Component: cached,
      error: null,
      pastDelay: false,
      timedOut: false,
    });
    const start = useCallback(() => {
      setState((s) => ({ ...s, error: null, pastDelay: false, timedOut: false }));
      const delayTimer = setTimeout(() => setState((s) => ({ ...s, pastDelay: true })), delay);
      const timeoutTimer = timeout
        ? setTimeout(() => setState((s) => ({ ...s, timedOut: true })), timeout)
        : undefined;
      load()
        .then(
          (mod) => {
            cached = mod.default;
            setState({ Component: mod.default, error: null, pastDelay: false, timedOut: false });
          },
          (error: Error) => setState((s) => ({ ...s, error })),
        )
        .finally(() => {
          clearTimeout(delayTimer);
          clearTimeout(timeoutTimer);
        });
    }, []);
    useEffect(() => {
      if (!cached) start();
    }, [start]);
    if (state.Component) return <state.Component {...props} />;
    return (
      <Loading
        isLoading={!state.error}
        pastDelay={state.pastDelay}
        timedOut={state.timedOut}
        error={state.error}
        retry={start}
      />
    );
  };
}

export type PreloadableComponent<P extends object> = ComponentType<P> & {
  /** Starts loading the code (again, after a failure) ahead of rendering. Never rejects. */
  preload: () => Promise<void>;
};

/** Each preloadable component's loader (rejects when the code does not load). */
const everyPreloadable = new Set<() => Promise<void>>();

/**
 * A component in its own chunk. The server loads every one before rendering (see
 * `preloadAllComponents`), so the HTML is complete. The browser loads it on `preload()` or at its
 * first render, which suspends until the code is there: a hydrating render keeps the server HTML
 * meanwhile, and a <Suspense> boundary (if any) shows its fallback. A failed load is thrown to the
 * nearest error boundary, like React.lazy; only `preload()` tries again.
 */
export function preloadableComponent<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
): PreloadableComponent<P> {
  let Loaded: ComponentType<P> | null = null;
  // Marked with its outcome, which React's `use` reads: settled, `use` answers without suspending.
  let loading: (Promise<void> & { status?: 'fulfilled' | 'rejected'; reason?: unknown }) | null =
    null;
  // Once a render has suspended on the code, React expects `use` in the renders that follow too.
  let suspended = false;
  const startLoading = () => {
    const promise: NonNullable<typeof loading> = load().then(
      (mod) => {
        Loaded = mod.default;
        promise.status = 'fulfilled';
      },
      (error: unknown) => {
        promise.status = 'rejected';
        promise.reason = error;
        throw error;
      },
    );
    loading = promise;
    return promise;
  };
  const loadUnlessLoading = () =>
    !loading || loading.status === 'rejected' ? startLoading() : loading;
  everyPreloadable.add(loadUnlessLoading);
  function Preloadable(props: P) {
    // Rendering never starts a new attempt after a failure: `use` throws the error instead.
    if (!Loaded || suspended) {
      suspended ||= !Loaded;
      use((loading ?? startLoading()) as Promise<void>);
    }
    return Loaded ? <Loaded {...props} /> : null;
  }
  // React keeps the server HTML (or the page shown) while a render suspends with no boundary
  // above it. Preact hands a promise no <Suspense> catches to the error boundaries, so on Preact
  // each preloadable component has a boundary of its own, which adds no markup: while hydrating,
  // Preact keeps the server HTML of what suspended; after, it shows nothing until the code is there.
  const Rendered = ON_PREACT
    ? (props: P) => (
        <Suspense fallback={null}>
          <Preloadable {...props} />
        </Suspense>
      )
    : Preloadable;
  return Object.assign(Rendered, { preload: () => loadUnlessLoading().catch(() => undefined) });
}

/**
 * Loads every preloadable component defined so far, so the server (and tests) render them
 * synchronously. Rejects with the first failure.
 */
export async function preloadAllComponents(): Promise<void> {
  await Promise.all([...everyPreloadable].map((load) => load()));
}
