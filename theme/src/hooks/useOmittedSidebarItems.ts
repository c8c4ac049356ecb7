// A page carries only part of a large sidebar (the docs plugin's pruneSidebar). A category marked
// `omitted` lacks some or all of its items: collapsed categories off the page's branch, and long
// expanded ones (which keep just the page's branch). The static renderer reads the items from the
// full sidebar it is given; the browser fetches the category's file, inside a Suspense boundary,
// so hydration leaves that list as the server wrote it until the items arrive.
// A category longer than HTML_CATEGORY_ITEMS lists only the items around the page's own in its
// HTML (a sidebar of 5,000 docs in one category would be 5,000 links on each of them, and a build
// no longer linear in pages); the browser lists them all once it has hydrated.
import { createContext, use, useContext } from 'react';
import type { DocsSidebar, SidebarItem } from './useDocsSidebar';
import { indexOfActiveItem } from './docsSidebarUtils';

type Category = Extract<SidebarItem, { type: 'category' }>;

/** The whole sidebar, provided while rendering static HTML only. */
export const FullSidebarContext = createContext<DocsSidebar | null>(null);

const loads = new Map<string, Promise<SidebarItem[]>>();

function loadCategory(url: string): Promise<SidebarItem[]> {
  let pending = loads.get(url);
  if (!pending) {
    const loading: Promise<SidebarItem[]> = fetch(url)
      .then((res) => {
        if (!res.ok) throw new Error(`Could not load the sidebar items ${url}: HTTP ${res.status}`);
        return res.json() as Promise<{ items: SidebarItem[] }>;
      })
      .then(
        (data) => data.items,
        (error: unknown) => {
          // Shown empty this time; the next time the category renders, it asks again.
          console.warn(error);
          loads.delete(url);
          return [];
        },
      );
    // Marked as React marks the promises it has seen settle, so that use() returns the items of
    // a category fetched beforehand (see preloadOmittedItems) without suspending.
    void loading.then((items) => Object.assign(loading, { status: 'fulfilled', value: items }));
    loads.set(url, loading);
    pending = loading;
  }
  return pending;
}

/** Fetches the left-out items of the categories that render expanded (a page about to show). */
export function preloadOmittedItems(items: readonly SidebarItem[] | undefined): Promise<unknown> {
  const urls: string[] = [];
  const walk = (list: readonly SidebarItem[]) => {
    for (const item of list) {
      if (item.type !== 'category') continue;
      if (item.omitted && (item.items.length > 0 || !item.collapsible || !item.collapsed))
        urls.push(item.omitted.url);
      walk(item.items);
    }
  };
  walk(items ?? []);
  return Promise.all(urls.map(loadCategory));
}

function itemsAt(items: readonly SidebarItem[], path: number[]): SidebarItem[] {
  let list = items as SidebarItem[];
  for (const index of path) {
    const item = list[index];
    if (!item || item.type !== 'category') return [];
    list = item.items;
  }
  return list;
}

/** The category's items. For an `omitted` category in the browser, suspends until fetched. */
export default function useOmittedSidebarItems(item: Category): SidebarItem[] {
  const full = useContext(FullSidebarContext);
  const { omitted } = item;
  if (!omitted) return item.items;
  if (full) return itemsAt(full.items, omitted.path);
  return use(loadCategory(omitted.url));
}

/** A category with more items than this lists only a window of them in the HTML. */
export const HTML_CATEGORY_ITEMS = 100;

export interface ItemWindow {
  items: readonly SidebarItem[];
  /** How many items the window leaves out before and after it. */
  before: number;
  after: number;
}

/** The HTML_CATEGORY_ITEMS items around the one the page is on (or the first ones). */
export function itemsAroundPage(items: readonly SidebarItem[], activePath: string): ItemWindow {
  const size = HTML_CATEGORY_ITEMS;
  if (items.length <= size) return { items, before: 0, after: 0 };
  const onPage = Math.max(0, indexOfActiveItem(items, activePath));
  const start = Math.min(Math.max(0, onPage - size / 2), items.length - size);
  return {
    items: items.slice(start, start + size),
    before: start,
    after: items.length - start - size,
  };
}
