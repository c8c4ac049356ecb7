import { useLocation } from 'react-router-dom';
import { useSiteContext } from './context';
import Head from './exports/Head';
import { applyTrailingSlash, normalizeRoutePath } from '../shared/paths';

/**
 * The page's canonical URL: the site URL, the base URL and the route path in its one form (the
 * sitemap plugin lists the same URLs). The router's pathname has no base URL; the site's home is
 * the base URL itself, whatever the trailing-slash policy; the not-found page is its file.
 */
function canonicalUrl(
  siteConfig: { url: string; baseUrl: string; trailingSlash?: boolean },
  pathname: string,
): string {
  const route = normalizeRoutePath(pathname);
  const base = siteConfig.baseUrl;
  const path =
    route === '/'
      ? base
      : route === '/404'
        ? base + '404.html'
        : applyTrailingSlash(base.replace(/\/$/, '') + route, siteConfig.trailingSlash);
  return siteConfig.url.replace(/\/$/, '') + path;
}

/** Site-wide head tags: default title, canonical URL, Open Graph URL. Pages override with <Head>. */
export default function SiteHead() {
  const { siteConfig } = useSiteContext();
  const { pathname } = useLocation();
  const locale = siteConfig.i18n?.localeConfigs[siteConfig.i18n.currentLocale];
  const canonical = canonicalUrl(siteConfig, pathname);
  return (
    <Head defaultTitle={siteConfig.title} titleTemplate={`%s | ${siteConfig.title}`}>
      <html lang={locale?.htmlLang ?? 'en'} dir={locale?.direction ?? 'ltr'} />
      <meta property="og:url" content={canonical} />
      <link rel="canonical" href={canonical} />
      {siteConfig.favicon && (
        <link rel="icon" href={siteConfig.baseUrl + siteConfig.favicon.replace(/^\//, '')} />
      )}
    </Head>
  );
}
