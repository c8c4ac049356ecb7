// One sidebar entry, by its type: a link (DocSidebarItem/Link), a collapsible category
// (DocSidebarItem/Category) or raw HTML (DocSidebarItem/Html).
import DocSidebarItemLink from '@theme/DocSidebarItem/Link';
import DocSidebarItemCategory from '@theme/DocSidebarItem/Category';
import DocSidebarItemHtml from '@theme/DocSidebarItem/Html';
import type { SidebarItem } from '../../hooks/useDocsSidebar';
import './styles.css';

export interface DocSidebarItemProps {
  item: SidebarItem;
  /** Current path with the base URL. */
  activePath: string;
  /** 1 for the top level. */
  level: number;
  index?: number;
  /** Called when the visitor follows the item (the mobile menu closes itself). */
  onItemClick?: (item: SidebarItem) => void;
  tabIndex?: number;
}

export type Props = DocSidebarItemProps;

export default function DocSidebarItem({ item, ...props }: DocSidebarItemProps) {
  if (item.type === 'link') return <DocSidebarItemLink item={item} {...props} />;
  if (item.type === 'category') return <DocSidebarItemCategory item={item} {...props} />;
  return <DocSidebarItemHtml item={item} {...props} />;
}
