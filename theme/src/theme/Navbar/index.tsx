// The fixed top bar: menu button (mobile), brand, left items, right items, color mode toggle
// and search. On small screens the items move into the mobile sidebar.
import clsx from 'clsx';
import NavbarItem from '@theme/NavbarItem';
import NavbarLogo from '@theme/Navbar/Logo';
import NavbarMobileSidebar from '@theme/Navbar/MobileSidebar';
import ColorModeToggle from '@theme/ColorModeToggle';
import SearchBar from '@theme/SearchBar';
import IconMenu from '@theme/IconMenu';
import useThemeConfig from '../../hooks/useThemeConfig';
import useHideableNavbar from '../../hooks/useHideableNavbar';
import { splitNavbarItems } from '../../hooks/navbarUtils';
import {
  NavbarMobileSidebarProvider,
  useNavbarMobileSidebar,
} from '../../hooks/useNavbarMobileSidebar';
import type { NavbarItemConfig } from '../../hooks/navbarTypes';
import './styles.css';
import { translate } from '@docusaurus/Translate';

function itemKey(item: NavbarItemConfig, index: number): string {
  return `${index}-${item.type ?? 'default'}-${item.label ?? item.to ?? item.href ?? ''}`;
}

function MobileMenuButton() {
  const sidebar = useNavbarMobileSidebar();
  if (sidebar.disabled) return null;
  return (
    <button
      ref={sidebar.toggleButtonRef}
      type="button"
      className="navbar__toggle"
      aria-label={translate({
        id: 'theme.docs.sidebar.toggleSidebarButtonAriaLabel',
        message: 'Toggle navigation bar',
      })}
      aria-expanded={sidebar.shown}
      aria-controls="navbar-sidebar"
      onClick={sidebar.toggle}
    >
      <IconMenu />
    </button>
  );
}

function NavbarContent() {
  const { navbar } = useThemeConfig();
  const items = navbar.items ?? [];
  const [left, right] = splitNavbarItems(items);
  const hideOnScroll = !!navbar.hideOnScroll;
  const { navbarRef, isNavbarVisible } = useHideableNavbar(hideOnScroll);
  const sidebar = useNavbarMobileSidebar();
  // Like most docs sites, search is always there: add it when the config has no search item.
  const hasSearchItem = items.some((item) => item.type === 'search');

  return (
    <nav
      ref={navbarRef}
      aria-label={translate({ id: 'theme.NavBar.navAriaLabel', message: 'Main' })}
      className={clsx(
        'navbar',
        hideOnScroll && 'navbar--hideable',
        !isNavbarVisible && 'navbar--hidden',
        sidebar.shown && 'navbar--sidebar-shown',
      )}
    >
      <div className="navbar__inner">
        <div className="navbar__items">
          <MobileMenuButton />
          <NavbarLogo />
          {left.map((item, i) => (
            <NavbarItem key={itemKey(item, i)} {...item} />
          ))}
        </div>
        <div className="navbar__items navbar__items--right">
          {right.map((item, i) => (
            <NavbarItem key={itemKey(item, i)} {...item} />
          ))}
          {/* On mobile the toggle moves into the menu, unless there is no menu. */}
          <ColorModeToggle className={sidebar.disabled ? undefined : 'navbar__color-mode'} />
          {!hasSearchItem && (
            <div className="navbar__search">
              <SearchBar />
            </div>
          )}
        </div>
      </div>
      <NavbarMobileSidebar />
    </nav>
  );
}

export default function Navbar() {
  const { navbar } = useThemeConfig();
  return (
    <NavbarMobileSidebarProvider hasItems={(navbar.items ?? []).length > 0}>
      <NavbarContent />
    </NavbarMobileSidebarProvider>
  );
}
