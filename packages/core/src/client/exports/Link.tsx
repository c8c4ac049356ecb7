// Internal links go through the client router, may prefetch the target's code when they are in
// view (routing/prefetch decides when and how many) and load it on hover, focus or touch;
// external links open in a new tab. On the server every link is
// recorded for the broken link checker.
import {
  forwardRef,
  useContext,
  useEffect,
  useRef,
  type AnchorHTMLAttributes,
  type MouseEvent,
  type ReactNode,
} from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { LinkCollectorContext, useSiteData } from '../context';
import { watchLink } from '../routing/prefetch';
import { applyTrailingSlash, isExternalUrl, addBaseUrl } from '../../shared/paths';

export interface LinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  to?: string;
  href?: string;
  children?: ReactNode;
  isNavLink?: boolean;
  activeClassName?: string;
  /** Treat an absolute path as outside the client router (e.g. a file in static/). */
  autoAddBaseUrl?: boolean;
  'data-noBrokenLinkCheck'?: boolean;
  /** Router options, as react-router's Link takes them: replace the history entry, location state. */
  replace?: boolean;
  state?: unknown;
}

export function isInternalUrl(url: string | undefined): url is string {
  return !!url && !isExternalUrl(url) && !url.startsWith('mailto:') && !url.startsWith('#');
}

const PATHNAME_PROTOCOL = 'pathname://';

/** Root-relative paths get the base URL; page-relative ones (Markdown's `../x`) stay relative. */
function withBaseUrl(url: string, baseUrl: string): string {
  return url.startsWith('/') ? addBaseUrl(url, baseUrl) : url;
}

const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link(
  {
    to,
    href,
    isNavLink,
    activeClassName = 'active',
    autoAddBaseUrl = true,
    'data-noBrokenLinkCheck': noCheck,
    replace,
    state,
    ...rest
  },
  ref,
) {
  const { siteConfig } = useSiteData();
  const collector = useContext(LinkCollectorContext);
  const given = to ?? href ?? '';
  // Docusaurus' `pathname://`: a plain link the router never handles (another locale's page, a
  // file the site serves): no prefetch, not checked as a route.
  const pathnameLink = given.startsWith(PATHNAME_PROTOCOL);
  const target = pathnameLink ? given.slice(PATHNAME_PROTOCOL.length) : given;
  const internal =
    !pathnameLink &&
    isInternalUrl(target) &&
    !/\.(pdf|zip|xml|json|txt|png|jpe?g|svg|mp4)$/i.test(target.split(/[?#]/)[0]!);
  const anchorRef = useRef<HTMLAnchorElement | null>(null);
  const routerPath = internal ? applyTrailingSlash(target, siteConfig.trailingSlash) : target;
  const fullPath =
    internal && autoAddBaseUrl ? withBaseUrl(routerPath, siteConfig.baseUrl) : routerPath;

  if (collector && !noCheck && !pathnameLink && target && !isExternalUrl(target))
    collector.links.add(fullPath);

  useEffect(() => {
    const el = anchorRef.current;
    if (!internal || !el) return;
    return watchLink(el, stripBase(fullPath, siteConfig.baseUrl));
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
        href={
          target.startsWith('/') && autoAddBaseUrl
            ? withBaseUrl(target, siteConfig.baseUrl)
            : target
        }
        {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
        {...rest}
      />
    );
  }

  const routerTo = stripBase(routerPath, siteConfig.baseUrl);
  const props = {
    ref: setRef,
    href: fullPath,
    baseUrl: siteConfig.baseUrl,
    navigation: { replace, state },
    ...rest,
  };
  return isNavLink ? (
    <NavAnchor {...props} to={routerTo} activeClassName={activeClassName} />
  ) : (
    <RouterAnchor {...props} />
  );
});

type AnchorProps = AnchorHTMLAttributes<HTMLAnchorElement> & {
  ref: (el: HTMLAnchorElement | null) => void;
  href: string;
  baseUrl: string;
  navigation: { replace?: boolean; state?: unknown };
};

// react-router's <Link> and <NavLink> are not used: they bring most of react-router into the main
// chunk (about 4 KB gzip), for the few lines below.
function RouterAnchor({ baseUrl, navigation, onClick, ...anchor }: AnchorProps) {
  const navigate = useNavigate();
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (
      !isPlainLeftClick(event) ||
      (anchor.target && anchor.target !== '_self') ||
      anchor.download !== undefined
    )
      return;
    // The browser's resolution of the href (relative paths too) is where the link goes.
    const url = new URL(event.currentTarget.href);
    // Outside the site's base URL (autoAddBaseUrl={false}) the router has no page: the browser goes.
    const underBase =
      baseUrl === '/' || url.pathname.startsWith(baseUrl) || `${url.pathname}/` === baseUrl;
    if (url.origin !== window.location.origin || !underBase) return;
    event.preventDefault();
    // Following a link to the page already shown replaces its history entry, as react-router does.
    navigate(stripBase(url.pathname, baseUrl) + url.search + url.hash, {
      replace: navigation.replace ?? url.href === window.location.href,
      state: navigation.state,
    });
  };
  return <a {...anchor} onClick={handleClick} />;
}

/** A router link that adds `activeClassName` and aria-current="page" while its path is shown. */
function NavAnchor({
  to,
  activeClassName,
  className,
  ...props
}: AnchorProps & { to: string; activeClassName: string }) {
  const active = isActivePath(useLocation().pathname, to);
  return (
    <RouterAnchor
      {...props}
      className={[className, active ? activeClassName : ''].filter(Boolean).join(' ') || undefined}
      aria-current={active ? 'page' : undefined}
    />
  );
}

function isPlainLeftClick(event: MouseEvent): boolean {
  return (
    !event.defaultPrevented &&
    event.button === 0 &&
    !event.metaKey &&
    !event.altKey &&
    !event.ctrlKey &&
    !event.shiftKey
  );
}

/** The location is at `to` or below it (react-router's NavLink without `end`; trailing slashes ignored). */
export function isActivePath(current: string, to: string): boolean {
  const raw = to.split(/[?#]/)[0] || '/';
  const target = raw.length > 1 && raw.endsWith('/') ? raw.slice(0, -1) : raw;
  if (current === target || current === `${target}/`) return true;
  return target !== '/' && current.startsWith(`${target}/`);
}

/** The router adds the base URL itself (basename), so strip it from router targets. */
function stripBase(path: string, baseUrl: string): string {
  return baseUrl !== '/' && path.startsWith(baseUrl) ? '/' + path.slice(baseUrl.length) : path;
}

export default Link;
