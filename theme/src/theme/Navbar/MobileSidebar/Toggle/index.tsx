// The menu button (narrow screens): opens and closes the mobile menu.
import IconMenu from '@theme/Icon/Menu';
import { useNavbarMobileSidebar } from '../../../../hooks/useNavbarMobileSidebar';
import { translate } from '@docusaurus/Translate';

export default function NavbarMobileSidebarToggle() {
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
