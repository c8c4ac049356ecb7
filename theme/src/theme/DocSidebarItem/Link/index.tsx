// A sidebar entry that links to a page (or leaves the site, with a mark saying so).
import clsx from 'clsx';
import Link, { isInternalUrl } from '@docusaurus/Link';
import IconExternalLink from '@theme/Icon/ExternalLink';
import type { SidebarItem } from '../../../hooks/useDocsSidebar';
import { isItemPage, type SidebarLink } from '../../../hooks/docsSidebarUtils';

export interface Props {
  item: SidebarLink;
  /** Current path with the base URL. */
  activePath: string;
  /** 1 for the top level. */
  level: number;
  index?: number;
  onItemClick?: (item: SidebarItem) => void;
  tabIndex?: number;
}

export default function DocSidebarItemLink({ item, activePath, level, onItemClick }: Props) {
  const active = isItemPage(item, activePath);
  const internal = isInternalUrl(item.href);
  const external = !internal && !item.href.startsWith('#');
  return (
    <li
      className={clsx(
        'doc-sidebar-item',
        'doc-sidebar-item--link',
        `doc-sidebar-item--level-${level}`,
        'menu__list-item',
        item.className,
      )}
    >
      <Link
        to={item.href}
        className={clsx(
          'doc-sidebar-item__link',
          'menu__link',
          active && 'doc-sidebar-item__link--active menu__link--active',
        )}
        aria-current={active ? 'page' : undefined}
        onClick={onItemClick ? () => onItemClick(item) : undefined}
      >
        <span className="doc-sidebar-item__label">{item.label}</span>
        {external && <IconExternalLink className="doc-sidebar-item__external" />}
      </Link>
    </li>
  );
}
