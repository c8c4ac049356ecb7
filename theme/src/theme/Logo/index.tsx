// The site's brand from themeConfig.navbar: logo (light/dark variant) and site title, linking
// home. Right-click on it opens the brand page (logos and guidelines) in a new tab when the site
// configures one.
import type { ComponentProps, MouseEvent } from 'react';
import Link from '@docusaurus/Link';
import useBaseUrl, { useBaseUrlUtils } from '@docusaurus/useBaseUrl';
import ThemedImage from '@theme/ThemedImage';
import useThemeConfig from '../../hooks/useThemeConfig';
import { translate } from '@docusaurus/Translate';

export interface Props extends Omit<ComponentProps<'a'>, 'ref'> {
  imageClassName?: string;
  titleClassName?: string;
}

export default function Logo({ imageClassName, titleClassName, className, ...linkProps }: Props) {
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
      className={className}
      onContextMenu={onContextMenu}
      {...(logo?.target ? { target: logo.target } : external ? { target: '_blank' } : {})}
      aria-label={
        title
          ? undefined
          : (logo?.alt ?? translate({ id: 'theme.NavbarLogo.homeAriaLabel', message: 'Home' }))
      }
      {...linkProps}
    >
      {logo && (
        <div className={imageClassName}>
          <ThemedImage
            sources={{ light: withBaseUrl(logo.src), dark: withBaseUrl(logo.srcDark ?? logo.src) }}
            alt={logo.alt ?? title ?? ''}
            width={logo.width}
            height={logo.height}
            className={logo.className}
          />
        </div>
      )}
      {title && <b className={titleClassName}>{title}</b>}
    </Link>
  );
}
