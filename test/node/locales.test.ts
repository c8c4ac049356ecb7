// Where each locale of a site goes (the default at the base URL, the others under
// `<baseUrl><locale>/`), the same page's address in another locale, and each locale's settings
// when the config leaves them out.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { otherLocaleBaseUrl, pathInLocale } from '../../packages/core/src/shared/locales';
import { htmlFileForRoute, routeManifestFile } from '../../packages/core/src/shared/paths';
import {
  configForLocale,
  localeConfigOf,
  localeOutDir,
  localesToBuild,
} from '../../packages/core/src/node/i18n';
import { siteConfigSchema } from '../../packages/core/src/node/config/schema';

const config = siteConfigSchema.parse({
  title: 'Site',
  url: 'https://site.example',
  baseUrl: '/base/',
  i18n: {
    defaultLocale: 'en',
    locales: ['en', 'fr', 'ar'],
    localeConfigs: { fr: { htmlLang: 'fr-FR' } },
  },
});

test('a page in another locale: its path moves between the locales’ base URLs', () => {
  const fromFr = { currentLocale: 'fr', defaultLocale: 'en', locales: ['en', 'fr'] };
  assert.equal(pathInLocale(fromFr, '/base/fr/', '/base/fr/docs/intro', 'en'), '/base/docs/intro');
  assert.equal(
    pathInLocale(fromFr, '/base/fr/', '/base/fr/docs/intro', 'fr'),
    '/base/fr/docs/intro',
  );
  // The locale's home page, with or without its slash.
  assert.equal(pathInLocale(fromFr, '/base/fr/', '/base/fr', 'en'), '/base/');
  assert.equal(pathInLocale(fromFr, '/base/fr/', '/base/fr/', 'en'), '/base/');
  const fromEn = { ...fromFr, currentLocale: 'en' };
  assert.equal(pathInLocale(fromEn, '/base/', '/base/docs/intro', 'fr'), '/base/fr/docs/intro');
  assert.equal(otherLocaleBaseUrl(fromEn, '/base/', 'fr'), '/base/fr/');
});

test('a locale builds at its base URL into its folder of the output', () => {
  assert.equal(configForLocale(config, 'fr').baseUrl, '/base/fr/');
  assert.equal(configForLocale(config, 'en').baseUrl, '/base/');
  assert.equal(localeOutDir('/out', config, 'fr'), path.join('/out', 'fr'));
  assert.equal(localeOutDir('/out', config, 'en'), '/out');
});

test('the page at a base URL is the output folder’s index, not a folder named after it', () => {
  assert.equal(htmlFileForRoute('/base/fr/', '/base/fr/', undefined), 'index.html');
  assert.equal(htmlFileForRoute('/base/fr', '/base/fr/', true), 'index.html');
  assert.equal(routeManifestFile('/base/fr', '/base/fr/'), '__routes/_index.json');
  assert.equal(htmlFileForRoute('/base/fr/docs', '/base/fr/', undefined), 'docs/index.html');
});

test('locales the config does not describe get their language’s name, direction and calendar', () => {
  assert.deepEqual(localeConfigOf(config, 'fr'), {
    label: 'Français',
    direction: 'ltr',
    htmlLang: 'fr-FR',
    calendar: 'gregory',
    path: 'fr',
  });
  assert.equal(localeConfigOf(config, 'ar').direction, 'rtl');
  assert.equal(localeConfigOf(config, 'en').label, 'English');
});

test('every locale builds, the default first; --locale builds one, and must be a site locale', () => {
  assert.deepEqual(localesToBuild({ ...config, i18n: { ...config.i18n, defaultLocale: 'fr' } }), [
    'fr',
    'en',
    'ar',
  ]);
  assert.deepEqual(localesToBuild(config, 'ar'), ['ar']);
  assert.throws(() => localesToBuild(config, 'de'), /"de" is not one of the site's locales/);
});
