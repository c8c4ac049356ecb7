// The footer's logo (light and dark variants), a link when the config gives it an href.
import Link from '@docusaurus/Link';
import { useBaseUrlUtils } from '@docusaurus/useBaseUrl';
import ThemedImage from '@theme/ThemedImage';
import type { FooterConfig } from '../../../hooks/navbarTypes';

export interface Props {
  logo: NonNullable<FooterConfig['logo']>;
}

export default function FooterLogo({ logo }: Props) {
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
