import './polyfills';
import { screen } from '@testing-library/react';
import NavbarItem from '../../../theme/src/theme/NavbarItem';
import { renderWithSite } from './renderWithSite';

// A site in English (default, at /) and French (at /fr/): the French build's dropdown.
const i18n = {
  currentLocale: 'fr',
  defaultLocale: 'en',
  locales: ['en', 'fr'],
  localeConfigs: {
    en: {
      label: 'English',
      direction: 'ltr' as const,
      htmlLang: 'en',
      calendar: 'gregory',
      path: 'en',
    },
    fr: {
      label: 'Français',
      direction: 'ltr' as const,
      htmlLang: 'fr-FR',
      calendar: 'gregory',
      path: 'fr',
    },
  },
};

function links(trailingSlash: boolean | undefined, path: string) {
  renderWithSite(<NavbarItem type="localeDropdown" />, {
    siteConfig: { baseUrl: '/fr/', trailingSlash, i18n },
    path,
  });
  return screen.getAllByRole('link').map((a) => [a.textContent, a.getAttribute('href')]);
}

test('each locale links to the same page in its build, in the site’s trailing-slash form', () => {
  // The server renders a page at its route path, which has no trailing slash.
  expect(links(true, '/docs/intro')).toEqual([
    ['English', '/docs/intro/'],
    ['Français', '/fr/docs/intro/'],
  ]);
});

test('without a trailing-slash setting the page’s path is kept', () => {
  expect(links(undefined, '/docs/intro')).toEqual([
    ['English', '/docs/intro'],
    ['Français', '/fr/docs/intro'],
  ]);
});

test('the home page links to the other locale’s home page', () => {
  expect(links(undefined, '/')[0]).toEqual(['English', '/']);
});
