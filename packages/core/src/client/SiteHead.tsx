import { useLocation } from 'react-router-dom';
import { useSiteData } from './context';
import Head from './exports/Head';
import { applyTrailingSlash, joinUrl, normalizeRoutePath } from '../shared/paths';
import { pathInLocale } from '../shared/locales';

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

/**
 * Site-wide head tags: default title, canonical URL, Open Graph URL, and on a site with several
 * locales the page's address in each (`hreflang` alternates, the default locale as
 * `x-default`), as Docusaurus writes them. Pages override with <Head>.
 */
export default function SiteHead() {
  const { siteConfig } = useSiteData();
  const { pathname } = useLocation();
  const { i18n } = siteConfig;
  const locale = i18n?.localeConfigs[i18n.currentLocale];
  const absolute = (path: string) =>
    joinUrl(siteConfig.url, applyTrailingSlash(path, siteConfig.trailingSlash));
  const canonical = canonicalUrl(siteConfig, pathname);
  const alternates =
    i18n && i18n.locales.length > 1
      ? [
          ...i18n.locales.map((l) => ({
            hrefLang: i18n.localeConfigs[l]?.htmlLang ?? l,
            href: absolute(pathInLocale(i18n, siteConfig.baseUrl, pathname, l)),
          })),
          {
            hrefLang: 'x-default',
            href: absolute(pathInLocale(i18n, siteConfig.baseUrl, pathname, i18n.defaultLocale)),
          },
        ]
      : [];
  return (
    <Head defaultTitle={siteConfig.title} titleTemplate={`%s | ${siteConfig.title}`}>
      <html lang={locale?.htmlLang ?? 'en'} dir={locale?.direction ?? 'ltr'} />
      <meta property="og:url" content={canonical} />
      <link rel="canonical" href={canonical} />
      {alternates.map((a) => (
        <link key={a.hrefLang} rel="alternate" href={a.href} hrefLang={a.hrefLang} />
      ))}
      {siteConfig.favicon && (
        <link rel="icon" href={siteConfig.baseUrl + siteConfig.favicon.replace(/^\//, '')} />
      )}
    </Head>
  );
}
