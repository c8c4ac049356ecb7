// Site-wide head tags. The engine writes the title template, canonical URL, hreflang alternates
// and favicon on every page, and Layout the social tags and themeConfig.metadata; this adds the
// search metadata of the locale (for sites that render it, as Docusaurus' Layout does).
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import SearchMetadata from '@theme/SearchMetadata';

/** The search tag of pages that belong to no docs version. */
const DEFAULT_SEARCH_TAG = 'default';

export default function SiteMetadata() {
  const { siteConfig } = useDocusaurusContext();
  const locale = siteConfig.i18n?.currentLocale ?? 'en';
  return <SearchMetadata locale={locale} tag={DEFAULT_SEARCH_TAG} />;
}
