// The live, interactive Remotion Player used on the home and /player pages. The static HTML gets
// a poster-like placeholder of the same size (no layout shift). The Player chunk (@remotion/player
// and remotion, the heaviest code of these pages) is loaded only once the demo is at least half
// on screen and the page has finished loading and gone idle, or at once when the visitor points
// at or touches it: it never competes with the page's own loading, and a visitor who does not
// scroll to it never downloads it. Pages that do not show it never download it either.
import { useCallback, useEffect, useRef, useState, type ComponentType, type RefObject } from 'react';
import Loading from '@theme/Loading';
import type { PlayerDemoProps } from './PlayerDemo';
import './styles.css';

type Demo = ComponentType<PlayerDemoProps>;

/** Share of the demo that must be visible before it loads: a sliver at the fold does not count. */
export const VISIBLE_THRESHOLD = 0.5;

// Once loaded, later mounts (client-side navigation back to the page) render the Player at once.
let loadedDemo: Demo | null = null;

function loadDemo(): Promise<Demo> {
  return import('./PlayerDemo').then((mod) => (loadedDemo = mod.default));
}

/** Runs `fn` after the window's load event, in the next idle period. Returns a canceller. */
export function whenPageIdle(fn: () => void): () => void {
  let cancelled = false;
  let idleId: number | undefined;
  let timer: number | undefined;
  const fire = () => {
    if (!cancelled) fn();
  };
  const schedule = () => {
    if (cancelled) return;
    if (typeof window.requestIdleCallback === 'function') idleId = window.requestIdleCallback(fire, { timeout: 2000 });
    else timer = window.setTimeout(fire, 1);
  };
  if (document.readyState === 'complete') schedule();
  else window.addEventListener('load', schedule, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener('load', schedule);
    if (idleId !== undefined) window.cancelIdleCallback?.(idleId);
    if (timer !== undefined) window.clearTimeout(timer);
  };
}

/** The Player component once it should show and has loaded, or null; and a load error. */
function useDeferredDemo(target: RefObject<HTMLElement | null>) {
  const [demo, setDemo] = useState<{ Component: Demo | null; error: Error | null }>({ Component: loadedDemo, error: null });
  const started = useRef(false);

  const start = useCallback(() => {
    if (started.current) return;
    started.current = true;
    setDemo((d) => (d.error ? { ...d, error: null } : d));
    loadDemo().then(
      (Component) => setDemo({ Component, error: null }),
      (error: Error) => {
        started.current = false;
        setDemo({ Component: null, error });
      },
    );
  }, []);

  useEffect(() => {
    const el = target.current;
    if (demo.Component || !el) return;
    const cleanups: Array<() => void> = [];
    // The visitor reaching for the demo loads it without waiting.
    for (const type of ['pointerenter', 'touchstart', 'focusin'] as const) {
      el.addEventListener(type, start, { passive: true, once: true });
      cleanups.push(() => el.removeEventListener(type, start));
    }
    if (typeof IntersectionObserver === 'function') {
      const observer = new IntersectionObserver(
        (entries) => {
          if (!entries.some((e) => e.isIntersecting && e.intersectionRatio >= VISIBLE_THRESHOLD)) return;
          observer.disconnect();
          cleanups.push(whenPageIdle(start));
        },
        { threshold: VISIBLE_THRESHOLD },
      );
      observer.observe(el);
      cleanups.push(() => observer.disconnect());
    } else {
      cleanups.push(whenPageIdle(start));
    }
    return () => cleanups.forEach((cleanup) => cleanup());
  }, [target, demo.Component, start]);

  return { ...demo, retry: start };
}

function Placeholder({ title }: { title?: string }) {
  return (
    <div className="live-player__placeholder" aria-hidden="true">
      <span className="live-player__placeholder-title">{title ?? 'Make videos with React'}</span>
      <span className="live-player__placeholder-play" />
    </div>
  );
}

export default function LivePlayer(props: PlayerDemoProps & { className?: string }) {
  const { className, ...rest } = props;
  const ref = useRef<HTMLDivElement>(null);
  const { Component, error, retry } = useDeferredDemo(ref);
  return (
    <div ref={ref} className={['live-player', rest.showApi && 'live-player--api', className].filter(Boolean).join(' ')}>
      <div className="live-player__stage">
        {Component ? (
          <Component {...rest} />
        ) : (
          <>
            <Placeholder title={rest.title} />
            {error && <Loading isLoading={false} pastDelay timedOut={false} error={error} retry={retry} />}
          </>
        )}
      </div>
    </div>
  );
}
