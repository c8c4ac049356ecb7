import './polyfills';
import { screen } from '@testing-library/react';
import { translate } from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import LocaleDropdownNavbarItem from '../../../theme/src/theme/NavbarItem/LocaleDropdownNavbarItem';
import { selectPluralMessage } from '../../../theme/src/theme/PluralForm';
import { renderWithSite } from './renderWithSite';

// The locale dropdown pulls in every navbar item type; the search is tested on its own.
jest.mock('@theme/SearchBar', () => ({ __esModule: true, default: () => null }));

describe('translate()', () => {
  it('throws when given neither an id nor a message', () => {
    expect(() => translate({})).toThrow('translate() needs an id or a message; got neither.');
  });

  it('falls back to the default message and fills its placeholders', () => {
    expect(
      translate(
        { id: 'theme.test.unknown', message: 'Page {page} of {total}' },
        { page: 2, total: 3 },
      ),
    ).toBe('Page 2 of 3');
  });
});

describe('plural messages (Docusaurus format)', () => {
  it('picks the form for the count in the locale', () => {
    expect(selectPluralMessage('1 post|3 posts', 1)).toBe('1 post');
    expect(selectPluralMessage('1 post|3 posts', 3)).toBe('3 posts');
    // Polish has one, few and many forms (and "other" for fractions).
    expect(selectPluralMessage('jeden|kilka|wiele', 3, 'pl')).toBe('kilka');
    expect(selectPluralMessage('jeden|kilka|wiele', 5, 'pl')).toBe('wiele');
  });

  it('uses a single form for every count', () => {
    expect(selectPluralMessage('5 min read', 1)).toBe('5 min read');
  });
});

describe('locale dropdown', () => {
  const i18n = {
    currentLocale: 'en',
    defaultLocale: 'en',
    locales: ['en', 'fr'],
    localeConfigs: {
      en: {
        label: 'English',
        direction: 'ltr' as const,
        htmlLang: 'en-US',
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

  it('lists the locales of the site config, each linking to the page being read', () => {
    renderWithSite(<LocaleDropdownNavbarItem />, { path: '/docs/intro', siteConfig: { i18n } });
    const links = screen.getAllByRole('link');
    expect(
      links.map((a) => [a.textContent, a.getAttribute('href'), a.getAttribute('lang')]),
    ).toEqual([
      ['English', '/docs/intro', 'en-US'],
      ['Français', '/fr/docs/intro', 'fr-FR'],
    ]);
    expect(screen.getByRole('button', { name: 'Language: English' })).toBeTruthy();
  });

  it('shows the label of the only locale', () => {
    const de = {
      currentLocale: 'de',
      defaultLocale: 'de',
      locales: ['de'],
      localeConfigs: {
        de: { ...i18n.localeConfigs.fr, label: 'Deutsch', htmlLang: 'de', path: 'de' },
      },
    };
    renderWithSite(<LocaleDropdownNavbarItem />, { path: '/', siteConfig: { i18n: de } });
    expect(screen.getAllByRole('link').map((a) => a.textContent)).toEqual(['Deutsch']);
    expect(screen.getByRole('button', { name: 'Language: Deutsch' })).toBeTruthy();
  });
});

describe('useDocusaurusContext()', () => {
  function ShowLocale() {
    const { i18n, siteConfig, codeTranslations } = useDocusaurusContext();
    return (
      <p>
        {i18n.currentLocale}/{i18n.defaultLocale}/{siteConfig.title}/{typeof codeTranslations}
      </p>
    );
  }

  it('holds i18n and codeTranslations beside siteConfig, as sites read them in Docusaurus', () => {
    const localeConfig = { label: 'Deutsch', direction: 'ltr' as const, htmlLang: 'de' };
    const i18n = {
      currentLocale: 'de',
      defaultLocale: 'de',
      locales: ['de'],
      localeConfigs: { de: { ...localeConfig, calendar: 'gregory', path: 'de' } },
    };
    renderWithSite(<ShowLocale />, { siteConfig: { i18n } });
    expect(screen.getByText(/Test Site/).textContent).toBe('de/de/Test Site/object');
  });
});
