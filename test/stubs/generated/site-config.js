module.exports = {
  title: 'Test Site',
  tagline: '',
  url: 'https://test.example',
  baseUrl: '/',
  trailingSlash: undefined,
  themeConfig: {
    colorMode: { defaultMode: 'light', disableSwitch: false, respectPrefersColorScheme: true },
    navbar: { items: [] },
  },
  customFields: {},
  prefetch: { viewportLimit: 8 },
  i18n: {
    currentLocale: 'en',
    defaultLocale: 'en',
    locales: ['en'],
    localeConfigs: {
      en: { label: 'English', direction: 'ltr', htmlLang: 'en', calendar: 'gregory', path: 'en' },
    },
  },
};
