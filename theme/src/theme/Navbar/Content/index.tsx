// What the bar shows: menu button (mobile), brand and the left items; the right items, the
// color mode toggle and the search.
import NavbarItem from '@theme/NavbarItem';
import NavbarLogo from '@theme/Navbar/Logo';
import NavbarColorModeToggle from '@theme/Navbar/ColorModeToggle';
import NavbarSearch from '@theme/Navbar/Search';
import NavbarMobileSidebarToggle from '@theme/Navbar/MobileSidebar/Toggle';
import SearchBar from '@theme/SearchBar';
import useThemeConfig from '../../../hooks/useThemeConfig';
import { splitNavbarItems } from '../../../hooks/navbarUtils';
import { useNavbarMobileSidebar } from '../../../hooks/useNavbarMobileSidebar';
import type { NavbarItemConfig } from '../../../hooks/navbarTypes';

function itemKey(item: NavbarItemConfig, index: number): string {
  return `${index}-${item.type ?? 'default'}-${item.label ?? item.to ?? item.href ?? ''}`;
}

export default function NavbarContent() {
  const { navbar } = useThemeConfig();
  const items = navbar.items ?? [];
  const [left, right] = splitNavbarItems(items);
  const sidebar = useNavbarMobileSidebar();
  // Like most docs sites, search is always there: add it when the config has no search item.
  const hasSearchItem = items.some((item) => item.type === 'search');
  return (
    <div className="navbar__inner">
      <div className="navbar__items">
        <NavbarMobileSidebarToggle />
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
        <NavbarColorModeToggle className={sidebar.disabled ? undefined : 'navbar__color-mode'} />
        {!hasSearchItem && (
          <NavbarSearch>
            <SearchBar />
          </NavbarSearch>
        )}
      </div>
    </div>
  );
}
