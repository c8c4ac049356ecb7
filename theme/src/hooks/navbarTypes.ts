// Navbar item props and helpers; the config shapes are declared once, in ../themeConfig.
export type {
  AnnouncementBarConfig,
  FooterConfig,
  FooterLinkItem,
  NavbarConfig,
  NavbarItemConfig,
  NavbarLogoConfig,
} from '../themeConfig';
import type { NavbarItemConfig } from '../themeConfig';

/** Props every NavbarItem component gets: its config plus where it is rendered. */
export interface NavbarItemProps extends NavbarItemConfig {
  /** Rendered in the mobile sidebar menu instead of the top bar. */
  mobile?: boolean;
  /** Rendered inside a dropdown menu. */
  isDropdownItem?: boolean;
  /** Overrides the path-based active state (doc items, version dropdown). */
  isActive?: boolean;
  onClick?: (event: import('react').MouseEvent<HTMLElement>) => void;
  onKeyDown?: (event: import('react').KeyboardEvent<HTMLElement>) => void;
  /** false: the link is a URL of the whole site (another locale's page), taken as it is. */
  autoAddBaseUrl?: boolean;
}

/** Keys of NavbarItemProps that are not part of the site config. */
export const NAVBAR_ITEM_RENDER_PROPS = [
  'mobile',
  'isDropdownItem',
  'isActive',
  'onClick',
  'onKeyDown',
  'autoAddBaseUrl',
] as const;

const CONFIG_ONLY_KEYS = new Set([
  'type',
  'label',
  'to',
  'href',
  'html',
  'position',
  'activeBasePath',
  'activeBaseRegex',
  'className',
  'docId',
  'sidebarId',
  'docsPluginId',
  'value',
  'items',
  'versions',
  'dropdownItemsBefore',
  'dropdownItemsAfter',
  'dropdownActiveClassDisabled',
  ...NAVBAR_ITEM_RENDER_PROPS,
]);

/** The config keys that are plain HTML attributes for the link (aria-*, data-*, target, rel, title, id). */
export function linkAttributesOf(item: NavbarItemConfig): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(item)) {
    if (CONFIG_ONLY_KEYS.has(key) || typeof value !== 'string') continue;
    if (
      /^(aria-|data-)/.test(key) ||
      key === 'target' ||
      key === 'rel' ||
      key === 'title' ||
      key === 'id' ||
      key === 'lang'
    )
      out[key] = value;
  }
  return out;
}
