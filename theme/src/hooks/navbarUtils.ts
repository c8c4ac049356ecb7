// Pure helpers for navbar items: which item is active for the current path, and splitting
// items into left/right. Kept out of components so swizzled items share the same rules.
import type { NavbarItemConfig } from './navbarTypes';
import { addBaseUrl, withoutTrailingSlashes } from '@tessera/core/shared';

/** Path without trailing slash, query or hash, for comparisons. */
export function comparablePath(path: string): string {
  const clean = path
    .split(/[?#]/)[0]!
    .replace(/\/index\.html$/, '/')
    .replace(/\.html$/, '');
  return withoutTrailingSlashes(clean);
}

export function isSamePath(a: string | undefined, b: string | undefined): boolean {
  if (a === undefined || b === undefined) return false;
  return comparablePath(a).toLowerCase() === comparablePath(b).toLowerCase();
}

export function isRegexpStringMatch(regex: string | undefined, value: string): boolean {
  if (!regex) return false;
  try {
    return new RegExp(regex, 'gi').test(value);
  } catch {
    return false;
  }
}

/** Site path with the base URL (with or without a leading slash, as in Docusaurus). */
export const withBase = addBaseUrl;

/**
 * Whether a link item is active on `pathname` (the full path, with base URL):
 * activeBaseRegex wins, then activeBasePath (prefix), then an exact match of `to`.
 */
export function isNavLinkActive(
  item: Pick<NavbarItemConfig, 'to' | 'href' | 'activeBasePath' | 'activeBaseRegex'>,
  pathname: string,
  baseUrl: string,
): boolean {
  if (item.activeBaseRegex) return isRegexpStringMatch(item.activeBaseRegex, pathname);
  if (item.activeBasePath) {
    const base = comparablePath(withBase('/' + item.activeBasePath.replace(/^\//, ''), baseUrl));
    const current = comparablePath(pathname);
    return current === base || current.startsWith(base.endsWith('/') ? base : base + '/');
  }
  if (item.to) return isSamePath(withBase(item.to, baseUrl), pathname);
  return false;
}

/** A dropdown is active when one of its items is. */
export function isDropdownActive(
  items: NavbarItemConfig[] | undefined,
  pathname: string,
  baseUrl: string,
): boolean {
  return (items ?? []).some((item) => isNavLinkActive(item, pathname, baseUrl));
}

export function splitNavbarItems(
  items: NavbarItemConfig[],
): [left: NavbarItemConfig[], right: NavbarItemConfig[]] {
  const left: NavbarItemConfig[] = [];
  const right: NavbarItemConfig[] = [];
  for (const item of items) (item.position === 'right' ? right : left).push(item);
  return [left, right];
}
