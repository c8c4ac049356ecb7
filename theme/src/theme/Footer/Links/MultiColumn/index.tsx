// The footer's link columns, each with its title.
import FooterLinkItem from '@theme/Footer/LinkItem';
import type { FooterConfig, FooterLinkItem as LinkItemConfig } from '../../../../hooks/navbarTypes';

type Column = Extract<FooterConfig['links'][number], { items: unknown }>;

export interface Props {
  columns: readonly Column[];
}

function FooterColumnItem({ item }: { item: LinkItemConfig }) {
  if (item.html) {
    // Trusted HTML written in the site config.
    return (
      <li
        className="footer__item footer__item--html"
        dangerouslySetInnerHTML={{ __html: item.html }}
      />
    );
  }
  return (
    <li className="footer__item">
      <FooterLinkItem item={item} />
    </li>
  );
}

export default function FooterLinksMultiColumn({ columns }: Props) {
  return (
    <div className="footer__links">
      {columns.map((column, i) => (
        <div className="footer__col" key={`${i}-${column.title ?? ''}`}>
          {column.title && <div className="footer__title">{column.title}</div>}
          <ul className="footer__items">
            {column.items.map((item, j) => (
              <FooterColumnItem
                key={`${j}-${item.label ?? item.href ?? item.to ?? ''}`}
                item={item}
              />
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
}
