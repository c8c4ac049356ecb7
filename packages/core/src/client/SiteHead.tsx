import { useLocation } from 'react-router-dom';
import { useSiteContext } from './context';
import Head from './exports/Head';
import { applyTrailingSlash, joinUrl } from '../shared/paths';

/** Site-wide head tags: default title, canonical URL, Open Graph URL. Pages override with <Head>. */
export default function SiteHead() {
  const { siteConfig } = useSiteContext();
  const { pathname } = useLocation();
  const locale = siteConfig.i18n?.localeConfigs[siteConfig.i18n.currentLocale];
  const canonical = joinUrl(siteConfig.url, applyTrailingSlash(pathname, siteConfig.trailingSlash));
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
