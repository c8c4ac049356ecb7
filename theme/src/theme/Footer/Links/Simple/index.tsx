// The footer's links when the config lists links without columns: one untitled column.
import FooterLinkItem from '@theme/Footer/LinkItem';
import type { FooterLinkItem as LinkItemConfig } from '../../../../hooks/navbarTypes';

export interface Props {
  links: readonly LinkItemConfig[];
}

export default function FooterLinksSimple({ links }: Props) {
  return (
    <div className="footer__links">
      <div className="footer__col">
        <ul className="footer__items">
          {links.map((item, i) =>
            item.html ? (
              // Trusted HTML written in the site config.
              <li
                key={i}
                className="footer__item footer__item--html"
                dangerouslySetInnerHTML={{ __html: item.html }}
              />
            ) : (
              <li key={`${i}-${item.label ?? item.href ?? item.to ?? ''}`} className="footer__item">
                <FooterLinkItem item={item} />
              </li>
            ),
          )}
        </ul>
      </div>
    </div>
  );
}
