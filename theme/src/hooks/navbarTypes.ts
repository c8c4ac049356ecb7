// Navbar item config as it reaches the browser (see themeConfig.navbar.items in the schema).
export type NavbarItemType =
  | 'default'
  | 'dropdown'
  | 'localeDropdown'
  | 'search'
  | 'html'
  | 'doc'
  | 'docSidebar'
  | 'docsVersion'
  | 'docsVersionDropdown';

export interface NavbarItemConfig {
  type?: NavbarItemType | string;
  label?: string;
  to?: string;
  href?: string;
  html?: string;
  position?: 'left' | 'right';
  activeBasePath?: string;
  activeBaseRegex?: string;
  className?: string;
  docId?: string;
  sidebarId?: string;
  docsPluginId?: string;
  value?: string;
  'aria-label'?: string;
  target?: string;
  rel?: string;
  items?: NavbarItemConfig[];
  /** docsVersionDropdown: which versions to list (names), in order. */
  versions?: string[];
  dropdownItemsBefore?: NavbarItemConfig[];
  dropdownItemsAfter?: NavbarItemConfig[];
  dropdownActiveClassDisabled?: boolean;
  [key: string]: unknown;
}

export interface NavbarLogoConfig {
  alt?: string;
  src: string;
  srcDark?: string;
  href?: string;
  target?: string;
  width?: string | number;
  height?: string | number;
  className?: string;
  brandPageHref?: string;
}

export interface NavbarConfig {
  title?: string;
  hideOnScroll?: boolean;
  logo?: NavbarLogoConfig;
  items?: NavbarItemConfig[];
  style?: 'primary' | 'dark';
}

export interface FooterLinkItem {
  label?: string;
  to?: string;
  href?: string;
  html?: string;
  [key: string]: unknown;
}

export interface FooterConfig {
  style?: 'light' | 'dark';
  logo?: {
    alt?: string;
    src: string;
    srcDark?: string;
    href?: string;
    width?: string | number;
    height?: string | number;
  };
  copyright?: string;
  links?: Array<{ title?: string; items: FooterLinkItem[] }>;
}

export interface AnnouncementBarConfig {
  id: string;
  content: string;
  backgroundColor?: string;
  textColor?: string;
  isCloseable?: boolean;
}

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
}

/** Keys of NavbarItemProps that are not part of the site config. */
export const NAVBAR_ITEM_RENDER_PROPS = [
  'mobile',
  'isDropdownItem',
  'isActive',
  'onClick',
  'onKeyDown',
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
