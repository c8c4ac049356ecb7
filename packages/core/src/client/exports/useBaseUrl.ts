import { useSiteData } from '../context';
import { isExternalUrl } from '../../shared/paths';

/** Prefixes a site-absolute path with the base URL; `{absolute: true}` adds the site URL. */
export function useBaseUrlUtils() {
  const { siteConfig } = useSiteData();
  const withBaseUrl = (
    url: string,
    options: { absolute?: boolean; forcePrependBaseUrl?: boolean } = {},
  ) => {
    if (!url || isExternalUrl(url) || url.startsWith('#')) return url;
    let out = url;
    if (options.forcePrependBaseUrl || !url.startsWith(siteConfig.baseUrl))
      out = siteConfig.baseUrl + url.replace(/^\//, '');
    return options.absolute ? siteConfig.url.replace(/\/$/, '') + out : out;
  };
  return { withBaseUrl };
}

export default function useBaseUrl(
  url: string,
  options: { absolute?: boolean; forcePrependBaseUrl?: boolean } = {},
): string {
  return useBaseUrlUtils().withBaseUrl(url, options);
}
