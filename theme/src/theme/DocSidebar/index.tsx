// The desktop docs sidebar: a sticky column that scrolls on its own. It is mounted anew on each
// page, so it restores its scroll position and then makes sure the current page is in view.
// Below 996px it is not shown: the navbar's mobile menu renders the same items.
import { useEffect, useLayoutEffect, useRef } from 'react';
import clsx from 'clsx';
import DocSidebarItems from '@theme/DocSidebarItems';
import type { SidebarItem } from '../../hooks/useDocsSidebar';
import './styles.css';
import { translate } from '@docusaurus/Translate';

export interface DocSidebarProps {
  sidebar: readonly SidebarItem[];
  /** Current path with the base URL. */
  path: string;
  className?: string;
}

// Sidebar data is one JSON module per sidebar, so its identity names the sidebar.
const scrollPositions = new WeakMap<object, number>();
const useBrowserLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;

export default function DocSidebar({ sidebar, path, className }: DocSidebarProps) {
  const scroller = useRef<HTMLDivElement>(null);

  useBrowserLayoutEffect(() => {
    const el = scroller.current;
    if (!el) return;
    el.scrollTop = scrollPositions.get(sidebar) ?? 0;
    const active = el.querySelector<HTMLElement>('[aria-current="page"]');
    if (active) {
      const box = el.getBoundingClientRect();
      const item = active.getBoundingClientRect();
      if (item.top < box.top || item.bottom > box.bottom)
        el.scrollTop += item.top - box.top - box.height / 3;
    }
  }, [sidebar, path]);

  return (
    <aside className={clsx('doc-sidebar', className)}>
      <div
        ref={scroller}
        className="doc-sidebar__scroller"
        onScroll={(e) => scrollPositions.set(sidebar, e.currentTarget.scrollTop)}
      >
        <nav
          className="doc-sidebar__nav menu"
          aria-label={translate({ id: 'theme.docs.sidebar.navAriaLabel', message: 'Docs sidebar' })}
        >
          <ul className="doc-sidebar__list menu__list">
            <DocSidebarItems items={sidebar} activePath={path} level={1} />
          </ul>
        </nav>
      </div>
    </aside>
  );
}
