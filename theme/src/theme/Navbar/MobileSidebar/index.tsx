// The mobile menu, rendered only while open: Navbar/MobileSidebar/Layout with the header
// (brand, color mode toggle, close button), the navbar items (PrimaryMenu) and, on docs and blog
// pages, their sidebar (SecondaryMenu, with a way back to the main menu).
import NavbarMobileSidebarLayout from '@theme/Navbar/MobileSidebar/Layout';
import NavbarMobileSidebarHeader from '@theme/Navbar/MobileSidebar/Header';
import NavbarMobileSidebarPrimaryMenu from '@theme/Navbar/MobileSidebar/PrimaryMenu';
import NavbarMobileSidebarSecondaryMenu from '@theme/Navbar/MobileSidebar/SecondaryMenu';
import { useNavbarMobileSidebar } from '../../../hooks/useNavbarMobileSidebar';
import './styles.css';

export default function NavbarMobileSidebar() {
  const sidebar = useNavbarMobileSidebar();
  if (!sidebar.shown) return null;
  return (
    <NavbarMobileSidebarLayout
      header={<NavbarMobileSidebarHeader />}
      primaryMenu={<NavbarMobileSidebarPrimaryMenu />}
      secondaryMenu={<NavbarMobileSidebarSecondaryMenu />}
    />
  );
}
