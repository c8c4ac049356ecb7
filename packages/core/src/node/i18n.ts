// Locales: which ones a build makes and where each goes, the site config as one locale sees it,
// and the translation files a site keeps in `i18n/<locale>/` (Docusaurus' layout and formats):
// `code.json` for theme strings, and one folder per plugin (`docusaurus-plugin-content-docs`,
// `-<id>` for other instances) with its JSON files and translated content.
import fs from 'node:fs';
import path from 'node:path';
import type { SiteConfig } from './config/schema';
import { SiteError, closest } from './errors';
import { localeSegment, localizedBaseUrl } from '../shared/locales';
import type { ClientSiteConfig } from '../shared/types';

export type LocaleConfig = ClientSiteConfig['i18n']['localeConfigs'][string];

/** The environment variable Docusaurus sets while a locale builds; site configs read it. */
export const CURRENT_LOCALE_ENV = 'DOCUSAURUS_CURRENT_LOCALE';

/**
 * The locales `tessera build` makes, the default first (its output is the folder the others go
 * into): all of them, or only the one asked for with `--locale`.
 */
export function localesToBuild(config: SiteConfig, requested?: string): string[] {
  const { defaultLocale, locales } = config.i18n;
  if (requested !== undefined) {
    assertKnownLocale(config, requested);
    return [requested];
  }
  return [defaultLocale, ...locales.filter((l) => l !== defaultLocale)];
}

export function assertKnownLocale(config: SiteConfig, locale: string): void {
  const { locales } = config.i18n;
  if (locales.includes(locale)) return;
  const near = closest(locale, locales, 1)[0];
  throw new SiteError(
    `The locale "${locale}" is not one of the site's locales (${locales.join(', ')}).`,
    {
      hint: near
        ? `Did you mean "${near}"?`
        : 'Add it to `i18n.locales` in the site config, or pick one of those.',
    },
  );
}

/** Right-to-left scripts' languages, for a locale whose config does not say its direction. */
const RTL_LANGUAGES = new Set(['ar', 'arc', 'ckb', 'dv', 'fa', 'ha', 'he', 'khw', 'ks', 'ps', 'sd', 'ur', 'yi']); // prettier-ignore

/** A locale's settings: the config's, else Docusaurus' defaults (label in its own language). */
export function localeConfigOf(config: SiteConfig, locale: string): LocaleConfig {
  const given = config.i18n.localeConfigs[locale] ?? {};
  return {
    label: defaultLabel(locale),
    direction: RTL_LANGUAGES.has(locale.split('-')[0]!.toLowerCase()) ? 'rtl' : 'ltr',
    htmlLang: locale,
    calendar: defaultCalendar(locale),
    path: locale,
    ...given,
  };
}

export function localeConfigsOf(config: SiteConfig): Record<string, LocaleConfig> {
  return Object.fromEntries(config.i18n.locales.map((l) => [l, localeConfigOf(config, l)]));
}

/** "Français" for fr, "English" for en: the language's name in that language, capitalised. */
function defaultLabel(locale: string): string {
  try {
    const name = new Intl.DisplayNames([locale], { type: 'language' }).of(locale);
    if (name) return name.charAt(0).toLocaleUpperCase(locale) + name.slice(1);
  } catch {
    // Not a locale Intl knows: its code is the label.
  }
  return locale;
}

function defaultCalendar(locale: string): string {
  try {
    const intlLocale = new Intl.Locale(locale) as Intl.Locale & { calendars?: string[] };
    return intlLocale.calendars?.[0] ?? 'gregory';
  } catch {
    return 'gregory';
  }
}

/** The site config one locale builds with: its base URL is the locale's (`/fr/`). */
export function configForLocale(config: SiteConfig, locale: string): SiteConfig {
  return { ...config, baseUrl: localizedBaseUrl(config.baseUrl, config.i18n, locale) };
}

/** A locale's output folder: the output folder itself for the default, `<out>/<locale>` else. */
export function localeOutDir(outDir: string, config: SiteConfig, locale: string): string {
  return localeSegment(config.i18n, locale) ? path.join(outDir, locale) : outDir;
}

/** `i18n/<locale>` (the locale config's `path`, under the config's `i18n.path`). */
export function localizationDir(siteDir: string, config: SiteConfig, locale: string): string {
  return path.resolve(siteDir, config.i18n.path, localeConfigOf(config, locale).path);
}

/**
 * Tessera's content plugins and theme keep the translation folders of the Docusaurus plugins
 * they stand in for, so a site's `i18n/` works as it is.
 */
const TRANSLATION_FOLDERS: Record<string, string> = {
  'tessera-plugin-docs': 'docusaurus-plugin-content-docs',
  'tessera-plugin-blog': 'docusaurus-plugin-content-blog',
  'tessera-plugin-pages': 'docusaurus-plugin-content-pages',
  'tessera-theme-classic': 'docusaurus-theme-classic',
};

/** `<localizationDir>/<plugin folder>[-<id>]`, where a plugin instance's translations live. */
export function pluginTranslationDir(
  localizationDir: string,
  pluginName: string,
  pluginId = 'default',
): string {
  const folder = TRANSLATION_FOLDERS[pluginName] ?? pluginName;
  return path.join(localizationDir, pluginId === 'default' ? folder : `${folder}-${pluginId}`);
}

/** One message of a translation file, as Docusaurus writes them. */
export interface TranslationMessage {
  message: string;
  description?: string;
}

export type TranslationFileContent = Record<string, TranslationMessage>;

/** A plugin's translation file: `path` (no `.json`) is relative to its translation folder. */
export interface TranslationFile {
  path: string;
  content: TranslationFileContent;
}

/** A translation file's messages, or undefined when there is none. Both `{id: {message}}` and `{id: "text"}`. */
export function readTranslationFile(file: string): TranslationFileContent | undefined {
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (error) {
    throw new SiteError(`This translation file is not valid JSON: ${(error as Error).message}`, {
      location: { file },
    });
  }
  if (!raw || typeof raw !== 'object' || Array.isArray(raw))
    throw new SiteError('A translation file holds one object: { "id": { "message": "..." } }.', {
      location: { file },
    });
  const content: TranslationFileContent = {};
  for (const [id, value] of Object.entries(raw as Record<string, unknown>)) {
    if (typeof value === 'string') content[id] = { message: value };
    else if (
      value &&
      typeof value === 'object' &&
      typeof (value as TranslationMessage).message === 'string'
    )
      content[id] = value as TranslationMessage;
    else
      throw new SiteError(`The translation "${id}" has no "message" string.`, {
        location: { file },
        hint: 'Write it as "id": { "message": "the translated text" }.',
      });
  }
  return content;
}

/** The theme strings of a locale (`code.json`): id -> message. */
export function codeTranslations(localizationDir: string): Record<string, string> {
  const content = readTranslationFile(path.join(localizationDir, 'code.json')) ?? {};
  return Object.fromEntries(Object.entries(content).map(([id, m]) => [id, m.message]));
}

/** A plugin's default translation files with what the locale's files say put over them. */
export function localizeTranslationFiles(dir: string, files: TranslationFile[]): TranslationFile[] {
  return files.map((file) => {
    const localized = readTranslationFile(path.join(dir, `${file.path}.json`));
    return localized ? { path: file.path, content: { ...file.content, ...localized } } : file;
  });
}

/** The message of `key` in a translation file's content, else `fallback`. */
export function translated(
  content: TranslationFileContent | undefined,
  key: string,
  fallback: string,
): string {
  return content?.[key]?.message ?? fallback;
}
