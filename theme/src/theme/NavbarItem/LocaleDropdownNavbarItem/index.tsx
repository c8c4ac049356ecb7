// The language menu: one entry per locale of the site config (i18n.locales, labelled from
// i18n.localeConfigs). The current locale links to the page being read, the others to the same
// page in their locale's build; extra links can be added around them.
import { useLocation } from 'react-router-dom';
import useSiteConfig from '@docusaurus/useSiteConfig';
import DropdownNavbarItem from '@theme/NavbarItem/DropdownNavbarItem';
import type { NavbarItemProps } from '../../../hooks/navbarTypes';
import { translate } from '@docusaurus/Translate';
import { applyTrailingSlash, pathInLocale } from '@tessera/core/shared';

type I18n = ReturnType<typeof useSiteConfig>['i18n'];

// What the engine generates when the site config says nothing; hand-made configs (tests) may lack it.
const DEFAULT_I18N: I18n = {
  currentLocale: 'en',
  defaultLocale: 'en',
  locales: ['en'],
  localeConfigs: {
    en: { label: 'English', direction: 'ltr', htmlLang: 'en', calendar: 'gregory', path: 'en' },
  },
};

// Static markup (no user input): a globe before the label, like most docs sites.
const GLOBE_SVG =
  '<svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false" class="navbar__locale-icon">' +
  '<circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" stroke-width="1.8"/>' +
  '<path fill="none" stroke="currentColor" stroke-width="1.8" d="M3 12h18M12 3c2.5 2.6 3.8 5.6 3.8 9s-1.3 6.4-3.8 9c-2.5-2.6-3.8-5.6-3.8-9S9.5 5.6 12 3z"/></svg>';

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

function localeConfig(i18n: I18n, locale: string) {
  return { label: locale, htmlLang: locale, ...i18n.localeConfigs[locale] };
}

export default function LocaleDropdownNavbarItem({
  dropdownItemsBefore = [],
  dropdownItemsAfter = [],
  label,
  mobile,
  ...props
}: NavbarItemProps) {
  const { pathname, search, hash } = useLocation();
  const { baseUrl, trailingSlash, i18n = DEFAULT_I18N } = useSiteConfig();
  const localeItems: NavbarItemProps[] = i18n.locales.map((locale) => {
    const config = localeConfig(i18n, locale);
    if (locale === i18n.currentLocale) {
      return {
        label: config.label,
        lang: config.htmlLang,
        to: `${pathname}${search}${hash}`,
        // Marked as current, but not "active": an always-active item would keep the mobile group
        // expanded on every page.
        isActive: false,
        className: 'navbar__locale-item--current',
        'aria-current': 'true',
      };
    }
    return {
      label: config.label,
      lang: config.htmlLang,
      // The same page in that locale (the default one at the site's base URL, the others under
      // `<baseUrl><locale>/`). It is another build of the site, whose pages are not routes of
      // this app: a plain link the router leaves to the browser (`pathname://`), not prefetched,
      // not checked as a route of this build, and a URL of the whole site (no base URL added).
      href: `pathname://${applyTrailingSlash(pathInLocale(i18n, baseUrl, pathname, locale), trailingSlash)}${search}${hash}`,
      autoAddBaseUrl: false,
      isActive: false,
    };
  });
  const items = [...dropdownItemsBefore, ...localeItems, ...dropdownItemsAfter];
  const shown = label ?? localeConfig(i18n, i18n.currentLocale).label;
  return (
    <DropdownNavbarItem
      {...props}
      mobile={mobile}
      dropdownActiveClassDisabled
      label={shown}
      html={
        mobile
          ? undefined
          : `<span class="navbar__locale-label">${GLOBE_SVG}${escapeHtml(shown)}</span>`
      }
      aria-label={translate(
        { id: 'theme.LocaleDropdownNavbarItem.ariaLabel', message: 'Language: {label}' },
        { label: shown },
      )}
      items={items}
    />
  );
}
