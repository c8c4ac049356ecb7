// Internal links go through the client router, prefetch the target's code when they scroll into
// view and preload it on hover; external links open in a new tab. On the server every link is
// recorded for the broken link checker.
import { forwardRef, useContext, useEffect, useRef, type AnchorHTMLAttributes, type ReactNode } from 'react';
import { Link as RouterLink, NavLink as RouterNavLink } from 'react-router-dom';
import { LinkCollectorContext, useSiteContext } from '../context';
import { prefetchRoute, preloadRoute } from '../routing/loader';
import { applyTrailingSlash, isExternalUrl } from '../../shared/paths';

export interface LinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  to?: string;
  href?: string;
  children?: ReactNode;
  isNavLink?: boolean;
  activeClassName?: string;
  /** Treat an absolute path as outside the client router (e.g. a file in static/). */
  autoAddBaseUrl?: boolean;
  'data-noBrokenLinkCheck'?: boolean;
}

const prefetched = new Set<string>();

export function isInternalUrl(url: string | undefined): url is string {
  return !!url && !isExternalUrl(url) && !url.startsWith('mailto:') && !url.startsWith('#');
}

function withBaseUrl(url: string, baseUrl: string): string {
  if (!url.startsWith('/') || baseUrl === '/' || url.startsWith(baseUrl)) return url;
  return baseUrl + url.slice(1);
}

const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link(
  { to, href, isNavLink, activeClassName = 'active', autoAddBaseUrl = true, 'data-noBrokenLinkCheck': noCheck, ...rest },
  ref,
) {
  const { siteConfig } = useSiteContext();
  const collector = useContext(LinkCollectorContext);
  const target = to ?? href ?? '';
  const internal = isInternalUrl(target) && !/\.(pdf|zip|xml|json|txt|png|jpe?g|svg|mp4)$/i.test(target.split(/[?#]/)[0]!);
  const anchorRef = useRef<HTMLAnchorElement | null>(null);
  const routerPath = internal ? applyTrailingSlash(target, siteConfig.trailingSlash) : target;
  const fullPath = internal && autoAddBaseUrl ? withBaseUrl(routerPath, siteConfig.baseUrl) : routerPath;

  if (collector && !noCheck && target && !isExternalUrl(target)) collector.links.add(fullPath);

  useEffect(() => {
    const el = anchorRef.current;
    if (!internal || !el || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      for (const entry of entries) {
        if (entry.isIntersecting && !prefetched.has(fullPath)) {
          prefetched.add(fullPath);
          observer.disconnect();
          void prefetchRoute(stripBase(fullPath, siteConfig.baseUrl)).catch(() => undefined);
        }
      }
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, [internal, fullPath, siteConfig.baseUrl]);

  const setRef = (el: HTMLAnchorElement | null) => {
    anchorRef.current = el;
    if (typeof ref === 'function') ref(el);
    else if (ref) ref.current = el;
  };

  if (!internal) {
    const external = isExternalUrl(target);
    return (
      <a
        ref={setRef}
        href={target.startsWith('/') && autoAddBaseUrl ? withBaseUrl(target, siteConfig.baseUrl) : target}
        {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
        {...rest}
      />
    );
  }

  const preload = () => void preloadRoute(stripBase(fullPath, siteConfig.baseUrl)).catch(() => undefined);
  const routerTo = stripBase(routerPath, siteConfig.baseUrl);
  const common = { ref: setRef, onMouseEnter: preload, onTouchStart: preload, ...rest };
  if (isNavLink) {
    return (
      <RouterNavLink
        to={routerTo}
        {...common}
        className={({ isActive }) => [rest.className, isActive ? activeClassName : ''].filter(Boolean).join(' ')}
      />
    );
  }
  return <RouterLink to={routerTo} {...common} />;
});

/** The router adds the base URL itself (basename), so strip it from router targets. */
function stripBase(path: string, baseUrl: string): string {
  return baseUrl !== '/' && path.startsWith(baseUrl) ? '/' + path.slice(baseUrl.length) : path;
}

export default Link;
