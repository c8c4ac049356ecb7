// Hydration in slices on Preact. React hydrates a page inside a transition in slices of a few
// milliseconds; Preact hydrates the whole page in one task, which on a long page blocks the main
// thread for a long time (Lighthouse's total blocking time). A <HydrationSlice> around a heavy
// part (a code block) makes Preact keep that part's server HTML as it is during the page's
// hydration and hydrate it later, each slice in a task of its own, in page order.
//
// Its children must render exactly one element (Preact keeps the first element of what
// suspended). On the server, on React and after the first hydration, it renders its children as
// they are, without any element of its own.
import { createContext, Suspense, use, useContext, useState, type ReactNode } from 'react';
import { useIsClient } from '../context';

/** Defined by the client bundle: it runs on preact/compat (`clientRuntime: 'preact'`). */
declare const __TESSERA_PREACT__: boolean | undefined;
const ON_PREACT = typeof __TESSERA_PREACT__ !== 'undefined' && __TESSERA_PREACT__;

type Slice = Promise<void> & { status?: 'fulfilled' };

/** Slices waiting for their turn, first come first served. */
const waiting: Array<() => void> = [];
let idle: Promise<void> = Promise.resolve();
let settleIdle: (() => void) | undefined;

/** Runs `run` in a task of its own (a message: no 4 ms clamp as nested timeouts have). */
function inNextTask(run: () => void): void {
  const channel = new MessageChannel();
  channel.port1.onmessage = () => {
    channel.port1.close();
    run();
  };
  channel.port2.postMessage(null);
}

/** Lets one slice hydrate per task (Preact renders it in that task's microtasks). */
function hydrateNext(): void {
  const next = waiting.shift();
  if (!next) {
    settleIdle?.();
    settleIdle = undefined;
    return;
  }
  next();
  inNextTask(hydrateNext);
}

function requestSlice(): Slice {
  let resolve!: () => void;
  const slice: Slice = new Promise<void>((r) => (resolve = r));
  waiting.push(() => {
    slice.status = 'fulfilled';
    resolve();
  });
  if (!settleIdle) {
    idle = new Promise<void>((r) => (settleIdle = r));
    inNextTask(hydrateNext);
  }
  return slice;
}

/** Resolves once every slice requested so far has been let through. */
export function allSlicesHydrated(): Promise<void> {
  return idle;
}

/** True inside a slice: it hydrates after the page has (`isClient` is true by then). */
const InSlice = createContext(false);

function Gate({ slice, children }: { slice: Slice; children: ReactNode }) {
  if (slice.status !== 'fulfilled') use(slice as Promise<void>);
  return <InSlice.Provider value>{children}</InSlice.Provider>;
}

export default function HydrationSlice({ children }: { children: ReactNode }) {
  // A slice inside a slice hydrates in its own task too; once every slice has hydrated, what
  // mounts inside one later is a client render.
  const isClient = useIsClient();
  const inSlice = useContext(InSlice);
  const hydrating = !isClient || (inSlice && settleIdle !== undefined);
  // Asked for in the hydrating render only; kept (state) for the renders that follow.
  const [slice] = useState(() =>
    ON_PREACT && hydrating && typeof window !== 'undefined' ? requestSlice() : null,
  );
  if (!slice) return <>{children}</>;
  return (
    <Suspense fallback={null}>
      <Gate slice={slice}>{children}</Gate>
    </Suspense>
  );
}
