// Pure helpers over the client sidebar tree: which items are active for a path, the chain of
// categories leading to the page (breadcrumbs, expanded categories) and the current category.
import type { SidebarItem } from './useDocsSidebar';
import { comparablePath, isSamePath } from './navbarUtils';

export type SidebarCategory = Extract<SidebarItem, { type: 'category' }>;
export type SidebarLink = Extract<SidebarItem, { type: 'link' }>;

/** A link or category link pointing at `activePath` (trailing slashes and .html ignored). */
export function isItemPage(item: SidebarItem, activePath: string): boolean {
  if (item.type === 'html') return false;
  return isSamePath(item.href, activePath);
}

/** The item is the page, or a category containing it (at any depth). */
export function isActiveSidebarItem(item: SidebarItem, activePath: string): boolean {
  if (isItemPage(item, activePath)) return true;
  return (
    item.type === 'category' && item.items.some((child) => isActiveSidebarItem(child, activePath))
  );
}

/** Per list: each page path (as isSamePath compares them) -> the first item that is or holds it. */
const activeItemIndexes = new WeakMap<readonly SidebarItem[], Map<string, number>>();
const pathKey = (path: string) => comparablePath(path).toLowerCase();

/**
 * `items.findIndex((item) => isActiveSidebarItem(item, activePath))`, from an index made once
 * per list: a category of 5,000 docs is searched on each of its 5,000 pages, and comparing paths
 * one by one made every page's render slower the larger the site.
 */
export function indexOfActiveItem(items: readonly SidebarItem[], activePath: string): number {
  let byPath = activeItemIndexes.get(items);
  if (!byPath) {
    byPath = new Map();
    for (let i = 0; i < items.length; i++) addPagePaths(items[i]!, i, byPath);
    activeItemIndexes.set(items, byPath);
  }
  return byPath.get(pathKey(activePath)) ?? -1;
}

function addPagePaths(item: SidebarItem, index: number, byPath: Map<string, number>): void {
  if (item.type === 'html') return;
  if (item.href !== undefined) {
    const key = pathKey(item.href);
    if (!byPath.has(key)) byPath.set(key, index);
  }
  if (item.type === 'category') for (const child of item.items) addPagePaths(child, index, byPath);
}

/**
 * The items from the sidebar root down to the page: its enclosing categories, then the page's
 * own link (absent when the page is a category's own link). Empty when the page is not in it.
 */
export function findSidebarTrail(
  items: readonly SidebarItem[],
  activePath: string,
): Array<SidebarCategory | SidebarLink> {
  for (const item of items) {
    if (item.type === 'html') continue;
    if (isItemPage(item, activePath)) return [item];
    if (item.type === 'category') {
      const inner = findSidebarTrail(item.items, activePath);
      if (inner.length) return [item, ...inner];
    }
  }
  return [];
}

/** The category whose own link is this page (a category index doc or generated index). */
export function findCategoryOfPage(
  items: readonly SidebarItem[],
  activePath: string,
): SidebarCategory | undefined {
  const last = findSidebarTrail(items, activePath).at(-1);
  return last?.type === 'category' ? last : undefined;
}

/** Items a visitor may see: unlisted docs only show while they are the current page. */
export function isVisibleSidebarItem(item: SidebarItem, activePath: string): boolean {
  if (item.type === 'link' && item.unlisted) return isItemPage(item, activePath);
  if (item.type === 'category' && item.linkUnlisted) {
    return (
      isItemPage(item, activePath) ||
      item.items.some((child) => isVisibleSidebarItem(child, activePath))
    );
  }
  return true;
}
