// A card linking to a doc or a category (category index pages, DocCardList). Accepts sidebar
// items and the items of generated index pages (which may carry a description and a count).
import clsx from 'clsx';
import Link, { isInternalUrl } from '@docusaurus/Link';
import type { SidebarItem } from '../../hooks/useDocsSidebar';
import { usePluralForm } from '@theme/PluralForm';
import './styles.css';
import { translate } from '@docusaurus/Translate';

export interface DocCardItem {
  type: 'link' | 'category';
  label: string;
  href?: string;
  description?: string;
  count?: number;
  items?: SidebarItem[];
  className?: string;
}

function firstLink(items: readonly SidebarItem[] | undefined): string | undefined {
  for (const item of items ?? []) {
    if (item.type === 'link') return item.href;
    if (item.type === 'category') {
      const inner = item.href ?? firstLink(item.items);
      if (inner) return inner;
    }
  }
  return undefined;
}

function Icon({ kind }: { kind: 'doc' | 'category' | 'external' }) {
  const paths = {
    doc: 'M14 3H7a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V8zM14 3v5h5M9 13h6M9 17h4',
    category: 'M3 7a2 2 0 0 1 2-2h4l2 2h8a2 2 0 0 1 2 2v8a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2z',
    external: 'M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5',
  };
  return (
    <svg
      width="20"
      height="20"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={paths[kind]} />
    </svg>
  );
}

export default function DocCard({ item }: { item: DocCardItem | SidebarItem }) {
  const { selectMessage } = usePluralForm();
  if (item.type === 'html') return null;
  const isCategory = item.type === 'category';
  const href = item.href ?? (isCategory ? firstLink(item.items) : undefined);
  if (!href) return null;
  const given = item as DocCardItem;
  const count =
    given.count ??
    (isCategory
      ? item.items?.filter((i) => i.type !== 'html' && !(i.type === 'link' && i.unlisted)).length
      : undefined);
  const description =
    given.description ||
    (isCategory && count !== undefined
      ? selectMessage(
          count,
          translate(
            {
              id: 'theme.docs.DocCard.categoryDescription.plurals',
              message: '1 item|{count} items',
            },
            { count },
          ),
        )
      : undefined);
  const external = !isCategory && !isInternalUrl(href);
  return (
    <Link to={href} className={clsx('doc-card', `doc-card--${item.type}`, item.className)}>
      <span className="doc-card__title">
        <span className="doc-card__icon">
          <Icon kind={isCategory ? 'category' : external ? 'external' : 'doc'} />
        </span>
        <span className="doc-card__label">{item.label}</span>
      </span>
      {description && <span className="doc-card__description">{description}</span>}
    </Link>
  );
}
