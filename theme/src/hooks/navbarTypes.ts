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
  logo?: { alt?: string; src: string; srcDark?: string; href?: string; width?: string | number; height?: string | number };
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
