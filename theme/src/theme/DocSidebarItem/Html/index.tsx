// A sidebar entry of raw HTML (trusted: written in the site's sidebars file).
import clsx from 'clsx';
import type { SidebarItem } from '../../../hooks/useDocsSidebar';

type SidebarHtml = Extract<SidebarItem, { type: 'html' }>;

export interface Props {
  item: SidebarHtml;
  /** Current path with the base URL. */
  activePath: string;
  /** 1 for the top level. */
  level: number;
  index?: number;
  onItemClick?: (item: SidebarItem) => void;
  tabIndex?: number;
}

export default function DocSidebarItemHtml({ item }: Props) {
  return (
    <li
      className={clsx(
        'doc-sidebar-item',
        'doc-sidebar-item--html',
        'menu__list-item',
        item.className,
      )}
      dangerouslySetInnerHTML={{ __html: item.value }}
    />
  );
}
