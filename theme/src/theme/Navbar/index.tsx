// The fixed top bar: Navbar/Layout (the bar, hidden on scroll if configured, and the mobile
// menu) around Navbar/Content (menu button, brand, left items | right items, color mode toggle,
// search). On small screens the items move into the mobile menu.
import { HydrationSlice } from '@tessera/core/client';
import NavbarContent from '@theme/Navbar/Content';
import NavbarLayout from '@theme/Navbar/Layout';
import useThemeConfig from '../../hooks/useThemeConfig';
import { NavbarMobileSidebarProvider } from '../../hooks/useNavbarMobileSidebar';
import './styles.css';

export default function Navbar() {
  const { navbar } = useThemeConfig();
  return (
    <NavbarMobileSidebarProvider hasItems={(navbar.items ?? []).length > 0}>
      {/* On Preact the bar hydrates in a task of its own (see HydrationSlice): with the page's
          frame in one task, the first hydration was the page's longest task. */}
      <HydrationSlice>
        <NavbarLayout>
          <NavbarContent />
        </NavbarLayout>
      </HydrationSlice>
    </NavbarMobileSidebarProvider>
  );
}
