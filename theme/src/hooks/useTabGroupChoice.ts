// The tab chosen for a Tabs groupId, shared by every Tabs of that group on the page and kept in
// localStorage under Docusaurus' key ('docusaurus.tab.<groupId>'), so choices made on a
// Docusaurus build of the site carry over. Other browser tabs are followed via 'storage'.
import { useCallback, useSyncExternalStore } from 'react';

export const TAB_STORAGE_PREFIX = 'docusaurus.tab.';

const listeners = new Map<string, Set<() => void>>();
// Used when storage throws (privacy mode): groups on this page still stay in sync.
const memory = new Map<string, string>();

function read(groupId: string): string | null {
  try {
    return window.localStorage.getItem(TAB_STORAGE_PREFIX + groupId) ?? memory.get(groupId) ?? null;
  } catch {
    return memory.get(groupId) ?? null;
  }
}

export function saveTabGroupChoice(groupId: string, value: string): void {
  memory.set(groupId, value);
  try {
    window.localStorage.setItem(TAB_STORAGE_PREFIX + groupId, value);
  } catch {
    // Not persisted; the in-memory value still syncs this page.
  }
  listeners.get(groupId)?.forEach((listener) => listener());
}

/** For tests: forget in-memory choices. */
export function resetTabGroupChoicesForTests(): void {
  memory.clear();
}

export default function useTabGroupChoice(
  groupId: string | undefined,
): [string | null, (value: string) => void] {
  const subscribe = useCallback(
    (listener: () => void) => {
      if (!groupId) return () => undefined;
      const set = listeners.get(groupId) ?? new Set();
      set.add(listener);
      listeners.set(groupId, set);
      const onStorage = (event: StorageEvent) => {
        if (event.key === null || event.key === TAB_STORAGE_PREFIX + groupId) {
          if (event.newValue) memory.set(groupId, event.newValue);
          listener();
        }
      };
      window.addEventListener('storage', onStorage);
      return () => {
        set.delete(listener);
        window.removeEventListener('storage', onStorage);
      };
    },
    [groupId],
  );
  // The server (and the hydration render) cannot know the stored choice: null there.
  const choice = useSyncExternalStore(
    subscribe,
    () => (groupId ? read(groupId) : null),
    () => null,
  );
  const setChoice = useCallback(
    (value: string) => groupId && saveTabGroupChoice(groupId, value),
    [groupId],
  );
  return [choice, setChoice];
}
