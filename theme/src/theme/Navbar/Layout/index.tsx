// The bar itself (hidden while scrolling down when themeConfig.navbar.hideOnScroll is on) and the
// mobile menu it opens.
import type { ReactNode } from 'react';
import clsx from 'clsx';
import NavbarMobileSidebar from '@theme/Navbar/MobileSidebar';
import useThemeConfig from '../../../hooks/useThemeConfig';
import useHideableNavbar from '../../../hooks/useHideableNavbar';
import { useNavbarMobileSidebar } from '../../../hooks/useNavbarMobileSidebar';
import { translate } from '@docusaurus/Translate';

export interface Props {
  children: ReactNode;
}

export default function NavbarLayout({ children }: Props) {
  const { navbar } = useThemeConfig();
  const hideOnScroll = !!navbar.hideOnScroll;
  const { navbarRef, isNavbarVisible } = useHideableNavbar(hideOnScroll);
  const sidebar = useNavbarMobileSidebar();
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
      {children}
      <NavbarMobileSidebar />
    </nav>
  );
}
