// The mobile menu's panel, sliding in from the left over a backdrop: the header, then the two
// menus side by side, one shown at a time.
import type { ReactNode } from 'react';
import clsx from 'clsx';
import { useNavbarMobileSidebar } from '../../../../hooks/useNavbarMobileSidebar';
import { translate } from '@docusaurus/Translate';

export interface Props {
  header: ReactNode;
  primaryMenu: ReactNode;
  secondaryMenu: ReactNode;
}

export default function NavbarMobileSidebarLayout({ header, primaryMenu, secondaryMenu }: Props) {
  const sidebar = useNavbarMobileSidebar();
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
        {header}
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
            {primaryMenu}
          </div>
          <div
            className="navbar-sidebar__item navbar-sidebar__secondary menu"
            inert={!sidebar.secondaryShown || undefined}
          >
            {secondaryMenu}
          </div>
        </div>
      </div>
    </>
  );
}
