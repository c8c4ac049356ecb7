// The error state of the search modal. DocSearch 3.9 sets its status back to 'idle' right after
// a failed request, so its own error screen never stays up; SearchModal records failures in this
// store and FailureScreen draws the same screen into DocSearch's dropdown. It re-renders on its
// own: re-rendering DocSearch while the user types would drop keystrokes.
import { useEffect, useState, useSyncExternalStore, type RefObject } from 'react';
import { createPortal } from 'react-dom';

export interface FailureStore {
  get(): boolean;
  set(failed: boolean): void;
  subscribe(listener: () => void): () => void;
}

export function createFailureStore(): FailureStore {
  let failed = false;
  const listeners = new Set<() => void>();
  return {
    get: () => failed,
    set(value) {
      if (value === failed) return;
      failed = value;
      listeners.forEach((l) => l());
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/**
 * Shows the error screen in DocSearch's dropdown while the last search failed (a successful one
 * clears it; an emptied query shows the start screen again, see styles.css).
 */
export default function FailureScreen({
  store,
  container,
}: {
  store: FailureStore;
  container: RefObject<HTMLDivElement | null>;
}) {
  const failed = useSyncExternalStore(store.subscribe, store.get, store.get);
  const [dropdown, setDropdown] = useState<HTMLElement | null>(null);
  useEffect(() => {
    setDropdown(container.current?.querySelector<HTMLElement>('.DocSearch-Dropdown') ?? null);
  }, [container]);
  useEffect(() => {
    container.current?.classList.toggle('search-modal--failed', failed);
  }, [failed, container]);
  return failed && dropdown ? createPortal(<ErrorScreen />, dropdown) : null;
}

/** DocSearch's error screen, same markup and strings. */
function ErrorScreen() {
  return (
    <div className="DocSearch-ErrorScreen search-modal__error" role="alert">
      <div className="DocSearch-Screen-Icon">
        <svg
          width="40"
          height="40"
          viewBox="0 0 20 20"
          fill="none"
          fillRule="evenodd"
          stroke="currentColor"
          strokeLinecap="round"
          strokeLinejoin="round"
          aria-hidden="true"
        >
          <path d="M19 4.8a16 16 0 00-2-1.2m-3.3-1.2A16 16 0 001.1 4.7M16.7 8a12 12 0 00-2.8-1.4M10 6a12 12 0 00-6.7 2M12.3 14.7a4 4 0 00-4.5 0M14.5 11.4A8 8 0 0010 10M3 16L18 2M10 18h0" />
        </svg>
      </div>
      <p className="DocSearch-Title">Unable to fetch results</p>
      <p className="DocSearch-Help">You might want to check your network connection.</p>
    </div>
  );
}
