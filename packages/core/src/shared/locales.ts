// Where each locale of a site lives, as Docusaurus places them: the default locale at the site's
// base URL, every other one under `<baseUrl><locale>/` (its output in `<outDir>/<locale>/`). Pure:
// the build uses it to place a locale, the browser to link a page to its other locales.

/** The i18n part of the config the browser receives (ClientSiteConfig['i18n']). */
export interface LocaleSet {
  currentLocale: string;
  defaultLocale: string;
  locales: string[];
}

/** The URL segment (and output folder) of a locale's build; '' for the default locale. */
export function localeSegment(i18n: Pick<LocaleSet, 'defaultLocale'>, locale: string): string {
  return locale === i18n.defaultLocale ? '' : `${locale}/`;
}

/** The config's base URL with a locale's segment: `/` -> `/fr/`; the default keeps it. */
export function localizedBaseUrl(
  siteBaseUrl: string,
  i18n: Pick<LocaleSet, 'defaultLocale'>,
  locale: string,
): string {
  return siteBaseUrl + localeSegment(i18n, locale);
}

/**
 * The base URL of `locale`'s build, seen from the build being shown (whose base URL ends in the
 * current locale's segment).
 */
export function otherLocaleBaseUrl(i18n: LocaleSet, currentBaseUrl: string, locale: string) {
  const current = localeSegment(i18n, i18n.currentLocale);
  const siteBaseUrl =
    current && currentBaseUrl.endsWith(current)
      ? currentBaseUrl.slice(0, -current.length)
      : currentBaseUrl;
  return localizedBaseUrl(siteBaseUrl, i18n, locale);
}

/**
 * The same page in another locale: the path below the current base URL moved under the other
 * locale's base URL (`/fr/docs/intro` -> `/docs/intro`).
 */
export function pathInLocale(
  i18n: LocaleSet,
  currentBaseUrl: string,
  pathname: string,
  locale: string,
): string {
  const inside =
    pathname + '/' === currentBaseUrl
      ? ''
      : pathname.startsWith(currentBaseUrl)
        ? pathname.slice(currentBaseUrl.length)
        : pathname.replace(/^\//, '');
  return otherLocaleBaseUrl(i18n, currentBaseUrl, locale) + inside;
}
