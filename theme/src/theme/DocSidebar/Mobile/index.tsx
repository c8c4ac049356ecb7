// The docs sidebar's items as a plain menu, for narrow screens. The theme's own doc pages show
// them in the navbar's mobile menu instead (Navbar/MobileSidebar/SecondaryMenu); this is for
// sites that place the sidebar themselves.
import clsx from 'clsx';
import DocSidebarItems from '@theme/DocSidebarItems';
import type { Props as DocSidebarProps } from '@theme/DocSidebar';
import { translate } from '@docusaurus/Translate';

export type Props = DocSidebarProps;

export default function DocSidebarMobile({ sidebar, path, className }: Props) {
  return (
    <nav
      className={clsx('doc-sidebar-mobile menu', className)}
      aria-label={translate({ id: 'theme.docs.sidebar.navAriaLabel', message: 'Docs sidebar' })}
    >
      <ul className="menu__list">
        <DocSidebarItems items={sidebar} activePath={path} level={1} />
      </ul>
    </nav>
  );
}
