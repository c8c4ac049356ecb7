// Site footer from themeConfig.footer: link columns, then logo and copyright.
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import { useBaseUrlUtils } from '@docusaurus/useBaseUrl';
import NavbarNavLink from '@theme/NavbarItem/NavbarNavLink';
import ThemedImage from '@theme/ThemedImage';
import useThemeConfig from '../../hooks/useThemeConfig';
import type { FooterConfig, FooterLinkItem } from '../../hooks/navbarTypes';
import './styles.css';

function FooterLinkEntry({ item }: { item: FooterLinkItem }) {
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
      <NavbarNavLink className="footer__link" to={item.to} href={item.href} label={item.label} />
    </li>
  );
}

function FooterLogo({ logo }: { logo: NonNullable<FooterConfig['logo']> }) {
  const { withBaseUrl } = useBaseUrlUtils();
  const image = (
    <ThemedImage
      className="footer__logo"
      sources={{ light: withBaseUrl(logo.src), dark: withBaseUrl(logo.srcDark ?? logo.src) }}
      alt={logo.alt ?? ''}
      width={logo.width}
      height={logo.height}
      // Far below the fold: no preload, fetched when the footer comes near.
      loading="lazy"
      decoding="async"
    />
  );
  return logo.href ? (
    <Link href={logo.href} className="footer__logo-link">
      {image}
    </Link>
  ) : (
    <div className="footer__logo-link">{image}</div>
  );
}

type FooterColumn = { title?: string | null; items: FooterLinkItem[] };

/** Columns as configured; a flat list of links (Docusaurus' simple footer) is one untitled column. */
function footerColumns(links: FooterConfig['links']): FooterColumn[] {
  const isColumn = (entry: object): entry is FooterColumn =>
    Array.isArray((entry as FooterColumn).items);
  if (links.every(isColumn)) return links;
  return [{ items: links as FooterLinkItem[] }];
}

export default function Footer() {
  const { footer } = useThemeConfig();
  if (!footer) return null;
  const { style = 'light', logo, copyright } = footer;
  const links = footerColumns(footer.links ?? []);
  return (
    <footer className={clsx('footer', style === 'dark' && 'footer--dark')}>
      <div className="footer__inner">
        {links.length > 0 && (
          <div className="footer__links">
            {links.map((column, i) => (
              <div className="footer__col" key={`${i}-${column.title ?? ''}`}>
                {column.title && <div className="footer__title">{column.title}</div>}
                <ul className="footer__items">
                  {column.items.map((item, j) => (
                    <FooterLinkEntry
                      key={`${j}-${item.label ?? item.href ?? item.to ?? ''}`}
                      item={item}
                    />
                  ))}
                </ul>
              </div>
            ))}
          </div>
        )}
        {(logo || copyright) && (
          <div className="footer__bottom">
            {logo && <FooterLogo logo={logo} />}
            {copyright && (
              <div className="footer__copyright" dangerouslySetInnerHTML={{ __html: copyright }} />
            )}
          </div>
        )}
      </div>
    </footer>
  );
}
