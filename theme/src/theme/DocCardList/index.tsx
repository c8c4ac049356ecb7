// A grid of DocCards: the given items, or else the items of the sidebar category whose own
// page this is (the usual content of a category index doc).
import clsx from 'clsx';
import DocCard, { type DocCardItem } from '@theme/DocCard';
import { useDocsSidebar, type SidebarItem } from '../../hooks/useDocsSidebar';
import useFullPathname from '../../hooks/useFullPathname';
import { findCategoryOfPage, isVisibleSidebarItem } from '../../hooks/docsSidebarUtils';
import './styles.css';

export interface DocCardListProps {
  items?: ReadonlyArray<DocCardItem | SidebarItem>;
  className?: string;
}

export default function DocCardList({ items, className }: DocCardListProps) {
  const sidebar = useDocsSidebar();
  const pathname = useFullPathname();
  const list = items ?? (sidebar ? findCategoryOfPage(sidebar.items, pathname)?.items : undefined);
  if (!list) return null;
  const shown = list.filter(
    (item) => item.type !== 'html' && isVisibleSidebarItem(item as SidebarItem, pathname),
  );
  return (
    <section className={clsx('doc-card-list', className)}>
      {shown.map((item, i) => (
        <article
          key={`${i}-${item.type !== 'html' ? item.label : ''}`}
          className="doc-card-list__item"
        >
          <DocCard item={item} />
        </article>
      ))}
    </section>
  );
}
