// Pure helpers over the client sidebar tree: which items are active for a path, the chain of
// categories leading to the page (breadcrumbs, expanded categories) and the current category.
import type { SidebarItem } from './useDocsSidebar';
import { isSamePath } from './navbarUtils';

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
