// Navbar item type (the `type` of an item in themeConfig.navbar.items) -> component.
// `@theme/NavbarItem` looks every item up here, so a site adds its own `custom-…` types (or
// replaces a built-in one) by swizzling this map: spread the original, add entries.
import type { ComponentType } from 'react';
import { preloadableComponent, type PreloadableComponent } from '@tessera/core/client';
import DefaultNavbarItem from '@theme/NavbarItem/DefaultNavbarItem';
import SearchNavbarItem from '@theme/NavbarItem/SearchNavbarItem';
import DocNavbarItem from '@theme/NavbarItem/DocNavbarItem';
import DocSidebarNavbarItem from '@theme/NavbarItem/DocSidebarNavbarItem';
import type { NavbarItemProps } from '../../../hooks/navbarTypes';

// Types most sites do not configure are each in their own chunk, so a site downloads only the
// types its navbar uses. The server renders them like the others (see preloadableComponent);
// NavbarItem starts loading the ones the navbar uses at once.
const dropdown: PreloadableComponent<NavbarItemProps> = preloadableComponent(
  () =>
    import(/* webpackChunkName: "navbar-item-dropdown" */ '@theme/NavbarItem/DropdownNavbarItem'),
);
const localeDropdown: PreloadableComponent<NavbarItemProps> = preloadableComponent(
  () =>
    import(
      /* webpackChunkName: "navbar-item-locale-dropdown" */ '@theme/NavbarItem/LocaleDropdownNavbarItem'
    ),
);
const html: PreloadableComponent<NavbarItemProps> = preloadableComponent(
  () => import(/* webpackChunkName: "navbar-item-html" */ '@theme/NavbarItem/HtmlNavbarItem'),
);
const docsVersion: PreloadableComponent<NavbarItemProps> = preloadableComponent(
  () =>
    import(
      /* webpackChunkName: "navbar-item-docs-version" */ '@theme/NavbarItem/DocsVersionNavbarItem'
    ),
);
const docsVersionDropdown: PreloadableComponent<NavbarItemProps> = preloadableComponent(
  () =>
    import(
      /* webpackChunkName: "navbar-item-docs-version-dropdown" */ '@theme/NavbarItem/DocsVersionDropdownNavbarItem'
    ),
);

// Any: a custom type's component takes whatever its item in the config holds.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type ComponentTypesObject = Record<string, ComponentType<any>>;

const ComponentTypes: ComponentTypesObject = {
  default: DefaultNavbarItem,
  localeDropdown,
  search: SearchNavbarItem,
  dropdown,
  html,
  doc: DocNavbarItem,
  docSidebar: DocSidebarNavbarItem,
  docsVersion,
  docsVersionDropdown,
};

export default ComponentTypes;
