// Renders one navbar item by its type. Each item sits in its own error boundary, so one bad
// item (say, a docId that does not exist) shows a message naming the item in the site config
// instead of taking down the whole page.
import { useEffect, type ComponentType } from 'react';
import { ErrorBoundary, errorMessages } from '@tessera/core/client';
import DefaultNavbarItem from '@theme/NavbarItem/DefaultNavbarItem';
import DropdownNavbarItem from '@theme/NavbarItem/DropdownNavbarItem';
import LocaleDropdownNavbarItem from '@theme/NavbarItem/LocaleDropdownNavbarItem';
import SearchNavbarItem from '@theme/NavbarItem/SearchNavbarItem';
import HtmlNavbarItem from '@theme/NavbarItem/HtmlNavbarItem';
import DocNavbarItem from '@theme/NavbarItem/DocNavbarItem';
import DocSidebarNavbarItem from '@theme/NavbarItem/DocSidebarNavbarItem';
import DocsVersionNavbarItem from '@theme/NavbarItem/DocsVersionNavbarItem';
import DocsVersionDropdownNavbarItem from '@theme/NavbarItem/DocsVersionDropdownNavbarItem';
import { NAVBAR_ITEM_RENDER_PROPS, type NavbarItemProps } from '../../hooks/navbarTypes';
import './styles.css';
import { translate } from '@docusaurus/Translate';

export const NAVBAR_ITEM_COMPONENTS: Record<string, ComponentType<NavbarItemProps>> = {
  default: DefaultNavbarItem,
  dropdown: DropdownNavbarItem,
  localeDropdown: LocaleDropdownNavbarItem,
  search: SearchNavbarItem,
  html: HtmlNavbarItem,
  doc: DocNavbarItem,
  docSidebar: DocSidebarNavbarItem,
  docsVersion: DocsVersionNavbarItem,
  docsVersionDropdown: DocsVersionDropdownNavbarItem,
};

export const NAVBAR_ITEM_ERROR_MESSAGE =
  'A navbar item failed to render. Please double-check the following navbar item (themeConfig.navbar.items) of your site config:';

function componentTypeOf(props: NavbarItemProps): string {
  // Like the config schema: no type means a link, or a dropdown when it has items.
  if (!props.type || props.type === 'default') return props.items ? 'dropdown' : 'default';
  return props.type;
}

function NavbarItemByType(props: NavbarItemProps) {
  const type = componentTypeOf(props);
  const Comp = NAVBAR_ITEM_COMPONENTS[type];
  if (!Comp) {
    throw new Error(`No navbar item component for type "${type}". Known types: ${Object.keys(NAVBAR_ITEM_COMPONENTS).join(', ')}.`);
  }
  return <Comp {...props} />;
}

/** The item as the maintainer wrote it in site.config (without the theme's render props). */
export function navbarItemConfigJson(props: NavbarItemProps): string {
  const config: Record<string, unknown> = { ...props };
  for (const key of NAVBAR_ITEM_RENDER_PROPS) delete config[key];
  return JSON.stringify(config, null, 2);
}

function NavbarItemError({ error, item }: { error: Error; item: NavbarItemProps }) {
  const json = navbarItemConfigJson(item);
  useEffect(() => {
    console.error(`${NAVBAR_ITEM_ERROR_MESSAGE}\n${json}\n`, error);
  }, [error, json]);
  const body = (
    <div className="navbar-item-error" role="alert">
      <p className="navbar-item-error__message">{translate({ id: 'theme.NavbarItem.errorMessage', message: NAVBAR_ITEM_ERROR_MESSAGE })}</p>
      <pre className="navbar-item-error__config">{json}</pre>
      <p className="navbar-item-error__cause">{errorMessages(error)}</p>
    </div>
  );
  // Keep the list markup valid where the item would have been an <li>.
  return item.mobile || item.isDropdownItem ? <li className="navbar-item-error__li">{body}</li> : body;
}

export default function NavbarItem(props: NavbarItemProps) {
  return (
    <ErrorBoundary fallback={({ error }) => <NavbarItemError error={error} item={props} />}>
      <NavbarItemByType {...props} />
    </ErrorBoundary>
  );
}
