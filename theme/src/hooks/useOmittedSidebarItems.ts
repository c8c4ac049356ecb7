// A page carries only its own branch of a large sidebar; a category left out arrives with
// `omitted` and its items are fetched from the full sidebar when the visitor opens it.
import { useEffect, useState } from 'react';
import type { SidebarItem } from './useDocsSidebar';

type Category = Extract<SidebarItem, { type: 'category' }>;

const fullSidebars = new Map<string, Promise<{ items: SidebarItem[] }>>();

function loadFull(url: string): Promise<{ items: SidebarItem[] }> {
  let pending = fullSidebars.get(url);
  if (!pending) {
    pending = fetch(url).then((res) => {
      if (!res.ok) throw new Error(`Could not load the sidebar ${url}: HTTP ${res.status}`);
      return res.json() as Promise<{ items: SidebarItem[] }>;
    });
    pending.catch(() => fullSidebars.delete(url));
    fullSidebars.set(url, pending);
  }
  return pending;
}

function itemsAt(items: SidebarItem[], path: number[]): SidebarItem[] {
  let list = items;
  for (const index of path) {
    const item = list[index];
    if (!item || item.type !== 'category') return [];
    list = item.items;
  }
  return list;
}

/** The category's items: as given, or fetched once the category is open. */
export default function useOmittedSidebarItems(item: Category, open: boolean): SidebarItem[] | null {
  const { omitted } = item;
  const [fetched, setFetched] = useState<SidebarItem[] | null>(null);
  useEffect(() => {
    if (!omitted || !open || fetched) return;
    let cancelled = false;
    loadFull(omitted.url).then(
      (full) => !cancelled && setFetched(itemsAt(full.items, omitted.path)),
      (error: unknown) => console.warn(error),
    );
    return () => {
      cancelled = true;
    };
  }, [omitted, open, fetched]);
  return omitted ? fetched : item.items;
}
