// The language menu. The site has one locale (English), so it lists that one, linking to the
// page being read; extra links can be added around it.
import { useLocation } from 'react-router-dom';
import DropdownNavbarItem from '@theme/NavbarItem/DropdownNavbarItem';
import type { NavbarItemProps } from '../../../hooks/navbarTypes';

export const LOCALES = [{ locale: 'en', label: 'English', htmlLang: 'en' }] as const;

// Static markup (no user input): a globe before the label, like most docs sites.
const GLOBE_SVG =
  '<svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false" class="navbar__locale-icon">' +
  '<circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" stroke-width="1.8"/>' +
  '<path fill="none" stroke="currentColor" stroke-width="1.8" d="M3 12h18M12 3c2.5 2.6 3.8 5.6 3.8 9s-1.3 6.4-3.8 9c-2.5-2.6-3.8-5.6-3.8-9S9.5 5.6 12 3z"/></svg>';

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

export default function LocaleDropdownNavbarItem({ dropdownItemsBefore = [], dropdownItemsAfter = [], label, mobile, ...props }: NavbarItemProps) {
  const { pathname, search, hash } = useLocation();
  const localeItems: NavbarItemProps[] = LOCALES.map((l) => ({
    label: l.label,
    lang: l.htmlLang,
    to: `${pathname}${search}${hash}`,
    // Marked as current, but not "active": an always-active item would keep the mobile group
    // expanded on every page.
    isActive: false,
    className: 'navbar__locale-item--current',
    'aria-current': 'true',
  }));
  const items = [...dropdownItemsBefore, ...localeItems, ...dropdownItemsAfter];
  const shown = label ?? LOCALES[0].label;
  return (
    <DropdownNavbarItem
      {...props}
      mobile={mobile}
      dropdownActiveClassDisabled
      label={shown}
      html={mobile ? undefined : `<span class="navbar__locale-label">${GLOBE_SVG}${escapeHtml(shown)}</span>`}
      aria-label={`Language: ${shown}`}
      items={items}
    />
  );
}
