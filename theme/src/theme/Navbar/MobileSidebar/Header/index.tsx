// The top of the mobile menu: brand, color mode toggle and the close button, which takes the
// focus when the menu opens (keyboard users land in the menu).
import { useEffect, useRef } from 'react';
import NavbarLogo from '@theme/Navbar/Logo';
import NavbarColorModeToggle from '@theme/Navbar/ColorModeToggle';
import IconClose from '@theme/Icon/Close';
import { useNavbarMobileSidebar } from '../../../../hooks/useNavbarMobileSidebar';
import { translate } from '@docusaurus/Translate';

export default function NavbarMobileSidebarHeader() {
  const sidebar = useNavbarMobileSidebar();
  const closeRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (sidebar.shown) closeRef.current?.focus();
  }, [sidebar.shown]);
  return (
    <div className="navbar-sidebar__brand">
      <NavbarLogo className="navbar-sidebar__logo" />
      <NavbarColorModeToggle className="navbar-sidebar__color-mode" />
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
  );
}
