// Renders one navbar item by its type, whose component comes from
// `@theme/NavbarItem/ComponentTypes` (a site's `custom-…` types too). Each item sits in its own
// error boundary, so one bad item (say, a docId that does not exist) shows a message naming the
// item in the site config instead of taking down the whole page.
import { useEffect } from 'react';
import { ErrorBoundary, errorMessages } from '@tessera/core/client';
import ComponentTypes from '@theme/NavbarItem/ComponentTypes';
import useThemeConfig from '../../hooks/useThemeConfig';
import {
  NAVBAR_ITEM_RENDER_PROPS,
  type NavbarItemConfig,
  type NavbarItemProps,
} from '../../hooks/navbarTypes';
import './styles.css';
import { translate } from '@docusaurus/Translate';

/** The item types and their components (`@theme/NavbarItem/ComponentTypes`). */
export const NAVBAR_ITEM_COMPONENTS = ComponentTypes;

/** Starts loading the lazy item types these items and the items of their dropdowns use. */
function preloadNavbarItems(items: NavbarItemConfig[]): void {
  for (const item of items) {
    const type = componentTypeOf(item);
    const component = Object.hasOwn(ComponentTypes, type) ? ComponentTypes[type] : undefined;
    void (component as { preload?: () => Promise<void> } | undefined)?.preload?.();
    for (const nested of [item.items, item.dropdownItemsBefore, item.dropdownItemsAfter])
      if (nested) preloadNavbarItems(nested);
  }
}

export const NAVBAR_ITEM_ERROR_MESSAGE =
  'A navbar item failed to render. Please double-check the following navbar item (themeConfig.navbar.items) of your site config:';

function componentTypeOf(props: NavbarItemConfig): string {
  // Like the config schema: no type means a link, or a dropdown when it has items.
  if (!props.type || props.type === 'default') return props.items ? 'dropdown' : 'default';
  return props.type;
}

function NavbarItemByType(props: NavbarItemProps) {
  const type = componentTypeOf(props);
  const Comp = Object.hasOwn(ComponentTypes, type) ? ComponentTypes[type] : undefined;
  if (!Comp) {
    throw new Error(
      `No navbar item component for type "${type}". Known types: ${Object.keys(ComponentTypes).join(', ')}.`,
    );
  }
  // As in Docusaurus, the component gets the item without its type.
  const { type: _type, ...itemProps } = props;
  return <Comp {...itemProps} />;
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
      <p className="navbar-item-error__message">
        {translate({ id: 'theme.NavbarItem.errorMessage', message: NAVBAR_ITEM_ERROR_MESSAGE })}
      </p>
      <pre className="navbar-item-error__config">{json}</pre>
      <p className="navbar-item-error__cause">{errorMessages(error)}</p>
    </div>
  );
  // Keep the list markup valid where the item would have been an <li>.
  return item.mobile || item.isDropdownItem ? (
    <li className="navbar-item-error__li">{body}</li>
  ) : (
    body
  );
}

export default function NavbarItem(props: NavbarItemProps) {
  // Every lazy type the navbar uses starts loading at once, not one after the other as the items
  // render. Until its code is there, an item's first render waits (hydration keeps the server HTML).
  preloadNavbarItems(useThemeConfig().navbar.items ?? []);
  return (
    <ErrorBoundary fallback={({ error }) => <NavbarItemError error={error} item={props} />}>
      <NavbarItemByType {...props} />
    </ErrorBoundary>
  );
}
