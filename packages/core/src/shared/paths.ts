// Pure URL helpers used by the engine and the browser runtime.

/** Joins URL segments with single slashes, keeping a leading slash and protocol. */
export function joinUrl(...parts: string[]): string {
  const joined = parts.filter((p) => p !== '').join('/');
  return joined.replace(/([^:]\/)\/+/g, '$1').replace(/^\/\/+/, '/');
}

/**
 * The canonical key of a route path: no `index.html` / `.html` suffix, no trailing slash
 * (except the root). `/docs/intro/`, `/docs/intro.html` and `/docs/intro/index.html` are one route.
 */
export function normalizeRoutePath(pathname: string): string {
  let p = pathname.split('#')[0]!.split('?')[0]!;
  p = p.replace(/\/index\.html$/, '/').replace(/\.html$/, '');
  p = p.replace(/\/{2,}/g, '/');
  p = withoutTrailingSlash(p);
  return p === '' ? '/' : p;
}

/** Applies the site's `trailingSlash` option to a route path for links and canonical URLs. */
export function applyTrailingSlash(pathname: string, trailingSlash: boolean | undefined): string {
  if (trailingSlash === undefined || pathname === '/') return pathname;
  const [path, hash] = splitHash(pathname);
  const withSlash = path.endsWith('/');
  if (trailingSlash && !withSlash) return path + '/' + hash;
  if (!trailingSlash && withSlash) return path.slice(0, -1) + hash;
  return pathname;
}

/**
 * A browser path without its `.html` suffix, as the spec normalises them, in the site's
 * trailing-slash form: `/a/index.html` -> `/a/` (`/a` with trailingSlash false), `/a.html` -> `/a`
 * (`/a/` with trailingSlash true). Other paths are returned as they are.
 */
export function stripHtmlSuffix(pathname: string, trailingSlash: boolean | undefined): string {
  if (!pathname.endsWith('.html')) return pathname;
  const clean = pathname.replace(/(^|\/)index\.html$/, '$1').replace(/\.html$/, '');
  return applyTrailingSlash(clean || '/', trailingSlash);
}

function splitHash(url: string): [string, string] {
  const i = url.indexOf('#');
  return i === -1 ? [url, ''] : [url.slice(0, i), url.slice(i)];
}

/** Where the per-route manifest for a path lives, relative to the base URL. */
export function routeManifestFile(routePath: string, baseUrl: string): string {
  const relative = pathInsideBase(routePath, baseUrl);
  return `__routes/${relative === '' || relative === '/' ? '_index' : relative.replace(/^\//, '')}.json`;
}

/**
 * A route path below the base URL, without the base (`/fr/docs/intro` -> `docs/intro`). The base
 * URL's own page (`/fr`, normalized without its slash) is ''.
 */
function pathInsideBase(routePath: string, baseUrl: string): string {
  const key = normalizeRoutePath(routePath);
  if (key + '/' === baseUrl) return '';
  return key.startsWith(baseUrl) ? key.slice(baseUrl.length) : key.replace(/^\//, '');
}

/** The HTML file written for a route path, relative to the output folder. */
export function htmlFileForRoute(
  routePath: string,
  baseUrl: string,
  trailingSlash: boolean | undefined,
): string {
  const relative = pathInsideBase(routePath, baseUrl).replace(/^\//, '');
  if (relative === '') return 'index.html';
  if (trailingSlash === false) return `${relative}.html`;
  return `${relative}/index.html`;
}

/** True for URLs that leave the site (a scheme or protocol-relative). */
export function isExternalUrl(url: string): boolean {
  return /^([a-z][a-z0-9+.-]*:|\/\/)/i.test(url);
}

/** Turns free text into a URL-safe slug. */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9\s-]/g, '')
    .trim()
    .replace(/[\s-]+/g, '-');
}

/**
 * A site path with the base URL, as Docusaurus' `useBaseUrl` gives it to navbar and footer
 * items: `/faq` and `faq` both become `<baseUrl>faq`. URLs with a scheme, `#…`, `?…` and paths
 * that already start with the base URL are left as they are.
 */
export function addBaseUrl(url: string, baseUrl: string): string {
  if (url === '' || isExternalUrl(url) || url.startsWith('#') || url.startsWith('?')) return url;
  if (baseUrl !== '/' && (url.startsWith(baseUrl) || `${url}/` === baseUrl)) return url;
  return baseUrl + url.replace(/^\//, '');
}

/** `path` without its leading and trailing slashes: `/docs/` -> `docs`. */
export function trimSlashes(path: string): string {
  return path.replace(/^\/+|\/+$/g, '');
}

/**
 * Where a plugin's routes live: `/` + the base URL + its `routeBasePath`, with single slashes and
 * no trailing slash (`/` for the site root): `('/', 'docs')` and `('/', '/docs/')` -> `/docs`,
 * `('/site/', 'blog')` -> `/site/blog`.
 */
export function pluginRouteBase(baseUrl: string, routeBasePath: string): string {
  return ('/' + trimSlashes(baseUrl + routeBasePath)).replace(/\/{2,}/g, '/');
}

// Two rules for trailing slashes when paths are compared; each caller keeps the one it had.

/** Without one trailing slash; `/` stays: `/a/` -> `/a`, `/a//` -> `/a/`. */
export function withoutTrailingSlash(path: string): string {
  return path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
}

/** Without all its trailing slashes, unless it is one character: `/a//` -> `/a`, `//` -> ``. */
export function withoutTrailingSlashes(path: string): string {
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}
