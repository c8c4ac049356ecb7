// The sidebar's items in a sticky box that scrolls on its own. The sidebar is mounted anew on
// each page, so the box restores its scroll position and then makes sure the current page is in
// view.
import { useCallback, useEffect, useLayoutEffect, useRef } from 'react';
import clsx from 'clsx';
import DocSidebarItems from '@theme/DocSidebarItems';
import type { SidebarItem } from '../../../../hooks/useDocsSidebar';
import { translate } from '@docusaurus/Translate';
import { ShowPageInSidebarProvider } from '../../../../hooks/sidebarScroller';

export interface Props {
  className?: string;
  /** Current path with the base URL. */
  path: string;
  sidebar: readonly SidebarItem[];
}

// Sidebar data is one JSON module per sidebar, so its identity names the sidebar.
const scrollPositions = new WeakMap<object, number>();
const useBrowserLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;

export default function DocSidebarDesktopContent({ className, path, sidebar }: Props) {
  const scroller = useRef<HTMLDivElement>(null);

  // Restores the box's position and then shows the current page. Categories whose items render
  // after the box mounted call it again (useShowPageInSidebar).
  const showPage = useCallback(() => {
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
    // The path changes the page to show.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [sidebar, path]);
  useBrowserLayoutEffect(showPage, [showPage]);

  return (
    <div
      ref={scroller}
      className={clsx('doc-sidebar__scroller', className)}
      onScroll={(e) => scrollPositions.set(sidebar, e.currentTarget.scrollTop)}
    >
      <nav
        className="doc-sidebar__nav menu"
        aria-label={translate({ id: 'theme.docs.sidebar.navAriaLabel', message: 'Docs sidebar' })}
      >
        <ul className="doc-sidebar__list menu__list">
          <ShowPageInSidebarProvider value={showPage}>
            <DocSidebarItems items={sidebar} activePath={path} level={1} />
          </ShowPageInSidebarProvider>
        </ul>
      </nav>
    </div>
  );
}
