// A list of sidebar items (the <li>s only: the caller owns the <ul>), used by the desktop
// sidebar, nested categories, and the navbar's mobile menu.
import { memo } from 'react';
import DocSidebarItem from '@theme/DocSidebarItem';
import type { SidebarItem } from '../../hooks/useDocsSidebar';
import { isVisibleSidebarItem } from '../../hooks/docsSidebarUtils';

export interface DocSidebarItemsProps {
  items: readonly SidebarItem[];
  /** Current path with the base URL, as in the sidebar's hrefs. */
  activePath: string;
  /** 1 for the top level. */
  level?: number;
  /** Called when the visitor follows an item, at any depth. */
  onItemClick?: (item: SidebarItem) => void;
  /** The index of `items[0]` in its list, when `items` is a part of it (keys stay the same). */
  firstIndex?: number;
}

function itemKey(item: SidebarItem, index: number): string {
  return `${index}-${item.type === 'html' ? 'html' : item.label}`;
}

function DocSidebarItems({
  items,
  activePath,
  level = 1,
  onItemClick,
  firstIndex = 0,
}: DocSidebarItemsProps) {
  return (
    <>
      {items.map((item, index) =>
        isVisibleSidebarItem(item, activePath) ? (
          <DocSidebarItem
            key={itemKey(item, firstIndex + index)}
            item={item}
            activePath={activePath}
            level={level}
            index={firstIndex + index}
            onItemClick={onItemClick}
          />
        ) : null,
      )}
    </>
  );
}

// Sidebars can hold hundreds of items: skip re-rendering branches whose inputs did not change.
export default memo(DocSidebarItems);
