// A component whose code loads on demand, showing @theme/Loading while it is slow and an
// error with Retry if it fails.
import { useCallback, useEffect, useState, type ComponentType } from 'react';
import Loading from '@theme/Loading';

export const LOADING_DELAY_MS = 200;

export function lazyComponent<P extends object>(load: () => Promise<{ default: ComponentType<P> }>, { delay = LOADING_DELAY_MS, timeout = 0 } = {}) {
  let cached: ComponentType<P> | null = null;
  return function LazyComponent(props: P) {
    const [state, setState] = useState<{ Component: ComponentType<P> | null; error: Error | null; pastDelay: boolean; timedOut: boolean }>({
      Component: cached, error: null, pastDelay: false, timedOut: false,
    });
    const start = useCallback(() => {
      setState((s) => ({ ...s, error: null, pastDelay: false, timedOut: false }));
      const delayTimer = setTimeout(() => setState((s) => ({ ...s, pastDelay: true })), delay);
      const timeoutTimer = timeout ? setTimeout(() => setState((s) => ({ ...s, timedOut: true })), timeout) : undefined;
      load().then(
        (mod) => {
          cached = mod.default;
          setState({ Component: mod.default, error: null, pastDelay: false, timedOut: false });
        },
        (error: Error) => setState((s) => ({ ...s, error })),
      ).finally(() => {
        clearTimeout(delayTimer);
        clearTimeout(timeoutTimer);
      });
    }, []);
    useEffect(() => {
      if (!cached) start();
    }, [start]);
    if (state.Component) return <state.Component {...props} />;
    return <Loading isLoading={!state.error} pastDelay={state.pastDelay} timedOut={state.timedOut} error={state.error} retry={start} />;
  };
}
