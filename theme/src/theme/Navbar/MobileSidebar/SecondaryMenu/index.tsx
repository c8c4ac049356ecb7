// The mobile menu's second list: the page's docs sidebar (or a blog's recent posts), with a way
// back to the main menu. Nothing on pages without one.
import DocSidebarItems from '@theme/DocSidebarItems';
import useFullPathname from '../../../../hooks/useFullPathname';
import { useDocsSidebar } from '../../../../hooks/useDocsSidebar';
import { useNavbarMobileSidebar } from '../../../../hooks/useNavbarMobileSidebar';
import Translate from '@docusaurus/Translate';

export default function NavbarMobileSidebarSecondaryMenu() {
  const docsSidebar = useDocsSidebar();
  const pathname = useFullPathname();
  const { hasSecondaryMenu, showSecondary } = useNavbarMobileSidebar();
  if (!hasSecondaryMenu || !docsSidebar) return null;
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
