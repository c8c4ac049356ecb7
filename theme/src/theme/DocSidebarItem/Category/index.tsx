// A sidebar category: collapsible (optionally a link itself), its items nested below.
// Categories containing the current page start expanded; manual toggles are remembered for the
// visit, since the sidebar is mounted anew on each page.
import { Suspense, useEffect, useLayoutEffect, useState, type ReactNode } from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import DocSidebarItems from '@theme/DocSidebarItems';
import useCollapsible from '../../../hooks/useCollapsible';
import useOmittedSidebarItems, {
  HTML_CATEGORY_ITEMS,
  itemsAroundPage,
} from '../../../hooks/useOmittedSidebarItems';
import type { SidebarItem } from '../../../hooks/useDocsSidebar';
import {
  isActiveSidebarItem,
  isItemPage,
  type SidebarCategory,
} from '../../../hooks/docsSidebarUtils';
import { translate } from '@docusaurus/Translate';
import { usePluralForm } from '@theme/PluralForm';
import { useShowPageInSidebar } from '../../../hooks/sidebarScroller';

export interface Props {
  item: SidebarCategory;
  /** Current path with the base URL. */
  activePath: string;
  /** 1 for the top level. */
  level: number;
  index?: number;
  onItemClick?: (item: SidebarItem) => void;
  tabIndex?: number;
}

// Category label -> collapsed, set by the visitor's clicks (client only: never written while
// rendering on the server, so every server render starts from the config).
const toggledCategories = new Map<string, boolean>();

function Caret() {
  return (
    <svg
      className="doc-sidebar-item__caret"
      width="16"
      height="16"
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
    >
      <path
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
        d="m9 6 6 6-6 6"
      />
    </svg>
  );
}

const useBrowserLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;

/** Says how many items of a long category the HTML left out, where the list is cut. */
function MoreItems({ count, href }: { count: number; href?: string }) {
  const { selectMessage } = usePluralForm();
  const text = selectMessage(
    count,
    translate(
      { id: 'theme.DocSidebarItem.moreItems.plurals', message: '1 more item|{count} more items' },
      { count },
    ),
  );
  return (
    <li className="doc-sidebar-item doc-sidebar-item--more menu__list-item">
      {href ? (
        <Link to={href} className="doc-sidebar-item__more">
          {text}
        </Link>
      ) : (
        <span className="doc-sidebar-item__more">{text}</span>
      )}
    </li>
  );
}

/**
 * Items this page's copy of the sidebar left out (see useOmittedSidebarItems). A long category
 * first renders the window its HTML lists, so that hydration finds what the server wrote, and
 * then all of its items.
 */
function OmittedItems({
  item,
  activePath,
  level,
  onItemClick,
}: {
  item: SidebarCategory;
  activePath: string;
  level: number;
  onItemClick?: (item: SidebarItem) => void;
}) {
  const items = useOmittedSidebarItems(item);
  const [listAll, setListAll] = useState(false);
  const showPageInSidebar = useShowPageInSidebar();
  useBrowserLayoutEffect(() => {
    if (!listAll && items.length > HTML_CATEGORY_ITEMS) setListAll(true);
    else showPageInSidebar();
    // After the first render, and once the window has made way for every item.
  }, [listAll]);
  if (listAll) {
    return (
      <DocSidebarItems
        items={items}
        activePath={activePath}
        level={level}
        onItemClick={onItemClick}
      />
    );
  }
  const shown = itemsAroundPage(items, activePath);
  return (
    <>
      {shown.before > 0 && <MoreItems count={shown.before} href={item.href} />}
      <DocSidebarItems
        items={shown.items}
        activePath={activePath}
        level={level}
        onItemClick={onItemClick}
        firstIndex={shown.before}
      />
      {shown.after > 0 && <MoreItems count={shown.after} href={item.href} />}
    </>
  );
}

export default function DocSidebarItemCategory({ item, activePath, level, onItemClick }: Props) {
  const active = isActiveSidebarItem(item, activePath);
  const isPage = isItemPage(item, activePath);
  const key = `${level}:${item.label}`;
  const remembered = toggledCategories.get(key);
  const { collapsed, open, setCollapsed, onTransitionEnd, ref } = useCollapsible(
    item.collapsible && !active && (remembered ?? item.collapsed),
  );
  const href = item.href && (!item.linkUnlisted || isPage) ? item.href : undefined;

  // The page moved into this category (mobile menu kept open, client navigation): show it.
  useEffect(() => {
    if (active && collapsed) setCollapsed(false);
    // Only react to `active` changing, not to the visitor collapsing the active category.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [active]);

  const setAndRemember = (next: boolean) => {
    toggledCategories.set(key, next);
    setCollapsed(next);
  };
  const onToggle = () => setAndRemember(!collapsed);
  const label: ReactNode = <span className="doc-sidebar-item__label">{item.label}</span>;
  const linkClass = clsx(
    'doc-sidebar-item__link',
    'doc-sidebar-item__link--category',
    'menu__link',
    'menu__link--sublist',
    active && 'doc-sidebar-item__link--active-trail',
    isPage && 'doc-sidebar-item__link--active menu__link--active',
  );

  let row: ReactNode;
  if (href) {
    row = (
      <>
        <Link
          to={href}
          className={linkClass}
          aria-current={isPage ? 'page' : undefined}
          aria-expanded={item.collapsible ? !collapsed : undefined}
          // Following the category's link also opens it; on its own page the link toggles it.
          onClick={() => {
            onItemClick?.(item);
            if (!item.collapsible) return;
            if (isPage) onToggle();
            else if (collapsed) setAndRemember(false);
          }}
        >
          {label}
        </Link>
        {item.collapsible && (
          <button
            type="button"
            className="doc-sidebar-item__toggle"
            aria-label={
              collapsed
                ? translate(
                    {
                      id: 'theme.DocSidebarItem.expandCategoryAriaLabel',
                      message: "Expand sidebar category '{label}'",
                    },
                    { label: item.label },
                  )
                : translate(
                    {
                      id: 'theme.DocSidebarItem.collapseCategoryAriaLabel',
                      message: "Collapse sidebar category '{label}'",
                    },
                    { label: item.label },
                  )
            }
            aria-expanded={!collapsed}
            onClick={onToggle}
          >
            <Caret />
          </button>
        )}
      </>
    );
  } else if (item.collapsible) {
    row = (
      <button
        type="button"
        className={clsx(linkClass, 'doc-sidebar-item__link--button')}
        aria-expanded={!collapsed}
        onClick={onToggle}
      >
        {label}
        <Caret />
      </button>
    );
  } else {
    row = <span className={linkClass}>{label}</span>;
  }

  return (
    <li
      className={clsx(
        'doc-sidebar-item',
        'doc-sidebar-item--category',
        `doc-sidebar-item--level-${level}`,
        'menu__list-item',
        collapsed && 'doc-sidebar-item--collapsed menu__list-item--collapsed',
        item.className,
      )}
    >
      <div className="doc-sidebar-item__row">{row}</div>
      <div
        ref={ref}
        className={clsx(
          'doc-sidebar-item__collapsible',
          collapsed && 'doc-sidebar-item__collapsible--collapsed',
        )}
        onTransitionEnd={onTransitionEnd}
        inert={collapsed || undefined}
      >
        <ul className="doc-sidebar-item__list menu__list">
          {open &&
            (item.omitted ? (
              <Suspense fallback={null}>
                <OmittedItems
                  item={item}
                  activePath={activePath}
                  level={level + 1}
                  onItemClick={onItemClick}
                />
              </Suspense>
            ) : (
              <DocSidebarItems
                items={item.items}
                activePath={activePath}
                level={level + 1}
                onItemClick={onItemClick}
              />
            ))}
        </ul>
      </div>
    </li>
  );
}
