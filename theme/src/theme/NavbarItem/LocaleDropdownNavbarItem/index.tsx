// The language menu: one entry per locale of the site config (i18n.locales, labelled from
// i18n.localeConfigs). The current locale links to the page being read, the others to the same
// page in their locale; extra links can be added around them.
import type { MouseEvent } from 'react';
import { useLocation } from 'react-router-dom';
import useSiteConfig from '@docusaurus/useSiteConfig';
import DropdownNavbarItem from '@theme/NavbarItem/DropdownNavbarItem';
import type { NavbarItemProps } from '../../../hooks/navbarTypes';
import { translate } from '@docusaurus/Translate';

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
  return { label: locale, htmlLang: locale, path: locale, ...i18n.localeConfigs[locale] };
}

/** Like Docusaurus: the default locale at the site's root, every other one under /<path>/. */
function localeBaseUrl(i18n: I18n, baseUrl: string, locale: string): string {
  const currentPath = `${localeConfig(i18n, i18n.currentLocale).path}/`;
  const root =
    i18n.currentLocale !== i18n.defaultLocale && baseUrl.endsWith(`/${currentPath}`)
      ? baseUrl.slice(0, -currentPath.length)
      : baseUrl;
  return locale === i18n.defaultLocale ? root : `${root}${localeConfig(i18n, locale).path}/`;
}

// Another locale is another build of the site, whose pages are not routes of this app: let the
// browser load the page instead of the client router (modified clicks keep their usual meaning).
function loadDocument(event: MouseEvent<HTMLElement>) {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
    return;
  event.preventDefault();
  window.location.assign((event.currentTarget as HTMLAnchorElement).href);
}

export default function LocaleDropdownNavbarItem({
  dropdownItemsBefore = [],
  dropdownItemsAfter = [],
  label,
  mobile,
  ...props
}: NavbarItemProps) {
  const { pathname, search, hash } = useLocation();
  const { baseUrl, i18n = DEFAULT_I18N } = useSiteConfig();
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
      // The router path (inside the base URL) moved into the other locale's base URL.
      to: `${localeBaseUrl(i18n, baseUrl, locale)}${pathname.replace(/^\//, '')}${search}${hash}`,
      isActive: false,
      onClick: loadDocument,
      // Built separately, so this build's broken link checker cannot know its pages.
      'data-noBrokenLinkCheck': 'true',
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
