// The navbar brand: logo (light/dark variant) and site title, linking home. Right-click on it
// opens the brand page (logos and guidelines) in a new tab when the site configures one.
import type { MouseEvent } from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import useBaseUrl, { useBaseUrlUtils } from '@docusaurus/useBaseUrl';
import ThemedImage from '@theme/ThemedImage';
import useThemeConfig from '../../../hooks/useThemeConfig';
import { translate } from '@docusaurus/Translate';

export default function NavbarLogo({ className }: { className?: string }) {
  const {
    navbar: { title, logo },
  } = useThemeConfig();
  const { withBaseUrl } = useBaseUrlUtils();
  const homeHref = useBaseUrl(logo?.href ?? '/');
  const onContextMenu = (event: MouseEvent) => {
    if (!logo?.brandPageHref) return;
    event.preventDefault();
    window.open(withBaseUrl(logo.brandPageHref), '_blank', 'noopener,noreferrer');
  };
  const external = !!logo?.href && /^([a-z][a-z0-9+.-]*:|\/\/)/i.test(logo.href);
  return (
    <Link
      to={homeHref}
      className={clsx('navbar__brand', className)}
      onContextMenu={onContextMenu}
      {...(logo?.target ? { target: logo.target } : external ? { target: '_blank' } : {})}
      aria-label={
        title
          ? undefined
          : (logo?.alt ?? translate({ id: 'theme.NavbarLogo.homeAriaLabel', message: 'Home' }))
      }
    >
      {logo && (
        <div className="navbar__logo">
          <ThemedImage
            sources={{ light: withBaseUrl(logo.src), dark: withBaseUrl(logo.srcDark ?? logo.src) }}
            alt={logo.alt ?? title ?? ''}
            width={logo.width}
            height={logo.height}
            className={logo.className}
          />
        </div>
      )}
      {title && <b className="navbar__title">{title}</b>}
    </Link>
  );
}
