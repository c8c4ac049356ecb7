// The mobile menu's main list: every navbar item, and on docs and blog pages a button to their
// sidebar (the secondary menu).
import NavbarItem from '@theme/NavbarItem';
import useThemeConfig from '../../../../hooks/useThemeConfig';
import { useNavbarMobileSidebar } from '../../../../hooks/useNavbarMobileSidebar';
import type { NavbarItemConfig } from '../../../../hooks/navbarTypes';
import Translate from '@docusaurus/Translate';

function itemKey(item: NavbarItemConfig, index: number): string {
  return `${index}-${item.type ?? 'default'}-${item.label ?? item.to ?? item.href ?? ''}`;
}

export default function NavbarMobileSidebarPrimaryMenu() {
  const { navbar } = useThemeConfig();
  const sidebar = useNavbarMobileSidebar();
  const items = navbar.items ?? [];
  return (
    <>
      {sidebar.hasSecondaryMenu && (
        <button
          type="button"
          className="navbar-sidebar__forward"
          onClick={() => sidebar.showSecondary(true)}
        >
          <Translate id="theme.NavbarMobileSidebar.docsMenuButtonLabel">Docs menu</Translate> →
        </button>
      )}
      <ul className="menu__list">
        {items.map((item, i) => (
          <NavbarItem key={itemKey(item, i)} mobile {...item} />
        ))}
      </ul>
    </>
  );
}
