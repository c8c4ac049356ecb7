// Where a search result goes: results on this site navigate with the router; results matching
// `externalUrlRegex` (or on another host) load the page in full.

export function isExternalResult(
  url: string,
  externalUrlRegex: string | undefined,
  siteUrl: string,
): boolean {
  if (externalUrlRegex && new RegExp(externalUrlRegex).test(url)) return true;
  if (!/^[a-z][a-z0-9+.-]*:|^\/\//i.test(url)) return false;
  return originOf(url) !== originOf(siteUrl);
}

/** An absolute URL of this site -> its path, query and hash; anything else unchanged. */
export function toSitePath(url: string, siteUrl: string): string {
  if (!/^[a-z][a-z0-9+.-]*:|^\/\//i.test(url) || originOf(url) !== originOf(siteUrl)) return url;
  const u = new URL(url, siteUrl);
  return u.pathname + u.search + u.hash;
}

/** The /search page URL for a query. */
export function searchPageUrl(searchPagePath: string, query: string): string {
  return query ? `${searchPagePath}?q=${encodeURIComponent(query)}` : searchPagePath;
}

function originOf(url: string): string | null {
  try {
    return new URL(url, 'http://relative.invalid').origin;
  } catch {
    return null;
  }
}

/** Router paths are relative to the base URL (the router adds it back). */
export function stripBaseUrl(path: string, baseUrl: string): string {
  return baseUrl !== '/' && path.startsWith(baseUrl) ? '/' + path.slice(baseUrl.length) : path;
}
