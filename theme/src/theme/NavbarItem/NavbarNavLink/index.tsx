// The link every navbar and footer item is made of: internal targets go through the router,
// external ones open in a new tab with rel="noopener noreferrer" and an external-link mark.
import { forwardRef, type AnchorHTMLAttributes, type ReactNode } from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import useSiteConfig from '@docusaurus/useSiteConfig';
import { addBaseUrl } from '@tessera/core/shared';
import IconExternalLink from '@theme/IconExternalLink';
import './styles.css';

export interface NavbarNavLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to?: string;
  href?: string;
  /** false: `href` is taken as it is, not as a path of this build (see @docusaurus/Link). */
  autoAddBaseUrl?: boolean;
  label?: ReactNode;
  /** Trusted HTML from the site config, used instead of `label`. */
  html?: string;
  isActive?: boolean;
  activeClassName?: string;
}

/**
 * Leaves the site: a scheme (https:, mailto:...) or a protocol-relative URL. `pathname://` (a
 * plain link to a path of the site, see @docusaurus/Link) stays.
 */
export function isExternalHref(url: string | undefined): boolean {
  return !!url && !url.startsWith('pathname://') && /^([a-z][a-z0-9+.-]*:|\/\/)/i.test(url);
}

const NavbarNavLink = forwardRef<HTMLAnchorElement, NavbarNavLinkProps>(function NavbarNavLink(
  {
    to,
    href,
    label,
    html,
    isActive = false,
    activeClassName = 'navbar__link--active',
    className,
    children,
    ...rest
  },
  ref,
) {
  const content = html ? <span dangerouslySetInnerHTML={{ __html: html }} /> : (label ?? children);
  const { baseUrl } = useSiteConfig();
  // `to` is a site path: with or without its leading slash it starts at the base URL.
  const target = href ?? (to === undefined ? undefined : addBaseUrl(to, baseUrl));
  const external = isExternalHref(target);
  const showExternalIcon = external && /^(https?:)?\/\//i.test(target!);
  if (external) {
    return (
      <Link
        ref={ref}
        href={target}
        target="_blank"
        rel="noopener noreferrer"
        className={className}
        {...rest}
      >
        {content}
        {showExternalIcon && <IconExternalLink className="navbar__external-icon" />}
      </Link>
    );
  }
  return (
    <Link
      ref={ref}
      to={target}
      className={clsx(className, isActive && activeClassName)}
      aria-current={isActive ? 'page' : undefined}
      {...rest}
    >
      {content}
    </Link>
  );
});

export default NavbarNavLink;
