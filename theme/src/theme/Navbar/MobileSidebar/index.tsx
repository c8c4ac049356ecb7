// The mobile menu: a panel sliding in from the left with the brand, the color mode toggle and
// two menus side by side: the navbar items (primary) and, on docs pages, the docs sidebar
// (secondary, with a way back to the main menu). Rendered only while open.
import { useEffect, useRef } from 'react';
import clsx from 'clsx';
import NavbarItem from '@theme/NavbarItem';
import NavbarLogo from '@theme/Navbar/Logo';
import ColorModeToggle from '@theme/ColorModeToggle';
import IconClose from '@theme/IconClose';
import DocSidebarItems from '@theme/DocSidebarItems';
import useThemeConfig from '../../../hooks/useThemeConfig';
import useFullPathname from '../../../hooks/useFullPathname';
import { useDocsSidebar } from '../../../hooks/useDocsSidebar';
import { useNavbarMobileSidebar } from '../../../hooks/useNavbarMobileSidebar';
import type { NavbarItemConfig } from '../../../hooks/navbarTypes';
import './styles.css';
import Translate, { translate } from '@docusaurus/Translate';

function itemKey(item: NavbarItemConfig, index: number): string {
  return `${index}-${item.type ?? 'default'}-${item.label ?? item.to ?? item.href ?? ''}`;
}

function PrimaryMenu() {
  const { navbar } = useThemeConfig();
  const items = navbar.items ?? [];
  return (
    <ul className="menu__list">
      {items.map((item, i) => (
        <NavbarItem key={itemKey(item, i)} mobile {...item} />
      ))}
    </ul>
  );
}

function SecondaryMenu() {
  const docsSidebar = useDocsSidebar();
  const pathname = useFullPathname();
  const { showSecondary } = useNavbarMobileSidebar();
  if (!docsSidebar) return null;
  return (
    <>
      <button type="button" className="navbar-sidebar__back" onClick={() => showSecondary(false)}>
        ←{' '}
        <Translate id="theme.navbar.mobileSidebarSecondaryMenu.backButtonLabel">
          Back to main menu
        </Translate>
      </button>
      <ul className="menu__list">
        <DocSidebarItems items={docsSidebar.items} activePath={pathname} level={1} />
      </ul>
    </>
  );
}

export default function NavbarMobileSidebar() {
  const sidebar = useNavbarMobileSidebar();
  const closeRef = useRef<HTMLButtonElement>(null);

  // Move focus into the dialog when it opens, so keyboard users land in the menu.
  useEffect(() => {
    if (sidebar.shown) closeRef.current?.focus();
  }, [sidebar.shown]);

  if (!sidebar.shown) return null;
  return (
    <>
      <div
        className="navbar-sidebar__backdrop"
        onClick={() => sidebar.close()}
        aria-hidden="true"
      />
      <div
        id="navbar-sidebar"
        className="navbar-sidebar"
        role="dialog"
        aria-modal="true"
        aria-label={translate({
          id: 'theme.NavbarMobileSidebar.ariaLabel',
          message: 'Navigation menu',
        })}
      >
        <div className="navbar-sidebar__brand">
          <NavbarLogo className="navbar-sidebar__logo" />
          <ColorModeToggle className="navbar-sidebar__color-mode" />
          <button
            ref={closeRef}
            type="button"
            className="navbar-sidebar__close"
            aria-label={translate({
              id: 'theme.docs.sidebar.closeSidebarButtonAriaLabel',
              message: 'Close navigation bar',
            })}
            onClick={() => sidebar.close({ restoreFocus: true })}
          >
            <IconClose />
          </button>
        </div>
        <div
          className={clsx(
            'navbar-sidebar__items',
            sidebar.secondaryShown && 'navbar-sidebar__items--show-secondary',
          )}
        >
          <div
            className="navbar-sidebar__item navbar-sidebar__primary menu"
            inert={sidebar.secondaryShown || undefined}
          >
            {sidebar.hasSecondaryMenu && (
              <button
                type="button"
                className="navbar-sidebar__forward"
                onClick={() => sidebar.showSecondary(true)}
              >
                <Translate id="theme.NavbarMobileSidebar.docsMenuButtonLabel">Docs menu</Translate>{' '}
                →
              </button>
            )}
            <PrimaryMenu />
          </div>
          <div
            className="navbar-sidebar__item navbar-sidebar__secondary menu"
            inert={!sidebar.secondaryShown || undefined}
          >
            {sidebar.hasSecondaryMenu && <SecondaryMenu />}
          </div>
        </div>
      </div>
    </>
  );
}
