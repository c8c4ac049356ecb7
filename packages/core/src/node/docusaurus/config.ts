// A Docusaurus 3 site's `docusaurus.config.*`, read as it is: the classic preset becomes the
// plugins it stands for, Docusaurus plugin and theme names become ours, and the keys Tessera does
// not honour are dropped with one warning naming them (a key neither knows stays, so the schema
// rejects it with a suggestion). Plugin options are sorted out when plugins load (./options.ts).
import { log } from '../logger';
import { markDocusaurusOptions } from './options';
import { DOCUSAURUS_CLIENT_RUNTIME, DOCUSAURUS_SCRIPT_LOADING } from '../config/schema';

type Entry = unknown;
type Options = Record<string, unknown>;

/** Docusaurus package (or its short form) -> the Tessera plugin that does the same job. */
const PLUGIN_NAMES: Record<string, string> = {
  'plugin-content-docs': '@tessera/plugin-docs',
  'plugin-content-blog': '@tessera/plugin-blog',
  'plugin-content-pages': '@tessera/plugin-pages',
  'plugin-google-gtag': '@tessera/plugin-gtag',
  'plugin-google-tag-manager': '@tessera/plugin-gtag/tag-manager',
  'plugin-sitemap': '@tessera/plugin-sitemap',
  'plugin-client-redirects': '@tessera/plugin-client-redirects',
  'theme-classic': '@tessera/theme-classic',
  'theme-search-algolia': '@tessera/plugin-search',
  'theme-mermaid': '@tessera/theme-classic/src/mermaid/index.ts',
};

/** Docusaurus' default content folders, where Tessera's differ. */
const DEFAULT_PATHS: Record<string, string> = {
  'plugin-content-docs': 'docs',
  'plugin-content-blog': 'blog',
  'plugin-content-pages': 'src/pages',
};

/** Options for the Tessera plugin standing in for a Docusaurus one, with Docusaurus' defaults. */
function standInOptions(options: unknown, docusaurusName: string): Options {
  const copy = { ...((options as Options) ?? {}) };
  const defaultPath = DEFAULT_PATHS[docusaurusName];
  if (defaultPath && copy.path === undefined) copy.path = defaultPath;
  // Docusaurus pages and custom CSS are written against Infima's classes and variables.
  if (docusaurusName === 'theme-classic') copy.infima = true;
  return markDocusaurusOptions(copy, docusaurusName);
}

/** Docusaurus plugins with no Tessera counterpart yet: named in the warning, left out. */
const UNSUPPORTED_PLUGINS = new Set([
  'plugin-ideal-image',
  'plugin-pwa',
  'plugin-debug',
  'plugin-svgr',
  'plugin-rsdoctor',
  'plugin-vercel-analytics',
  'plugin-css-cascade-layers',
  'theme-live-codeblock',
]);

/** Top-level Docusaurus keys Tessera accepts but does not act on. */
const IGNORED_SITE_KEYS = ['titleDelimiter', 'markdown', 'webpack', 'ssrTemplate', 'presets'];

/**
 * Keys that change nothing in a build's output: deployment settings (`docusaurus deploy`) and the
 * `future` flags (Docusaurus' opt-ins to faster tooling and v4 behaviour Tessera has already).
 */
const SILENT_SITE_KEYS = [
  'organizationName',
  'projectName',
  'deploymentBranch',
  'githubHost',
  'githubPort',
  'future',
  'onBrokenMarkdownImages',
];

/** Does this look like a Docusaurus config (rather than a Tessera one)? */
export function isDocusaurusConfigFile(file: string): boolean {
  return /(^|[/\\])docusaurus\.config\.[cm]?[jt]s$/.test(file);
}

export function fromDocusaurusConfig(raw: Options): Options {
  const ignored: string[] = [];
  const config: Options = { ...raw };
  const plugins: Entry[] = [];
  const themes: Entry[] = [];
  for (const preset of asArray(raw.presets)) presetEntries(preset, plugins, themes, ignored);
  for (const entry of asArray(raw.themes)) mapEntry(entry, themes, ignored);
  for (const entry of asArray(raw.plugins)) mapEntry(entry, plugins, ignored);
  if (!themes.some((t) => nameOf(t) === '@tessera/theme-classic') && asArray(raw.presets).length)
    themes.unshift(['@tessera/theme-classic', standInOptions({}, 'theme-classic')]);
  config.themes = themes;
  config.plugins = plugins;
  // React, as Docusaurus runs it: its plugins and swizzled components may rely on React itself.
  config.clientRuntime ??= DOCUSAURUS_CLIENT_RUNTIME;
  // Deferred scripts, as Docusaurus writes them: they run before DOMContentLoaded.
  config.scriptLoading ??= DOCUSAURUS_SCRIPT_LOADING;
  for (const key of SILENT_SITE_KEYS) delete config[key];
  for (const key of IGNORED_SITE_KEYS) {
    if (!(key in config)) continue;
    if (key !== 'presets') ignored.push(key);
    delete config[key];
  }
  if (config.i18n && typeof config.i18n === 'object') config.i18n = i18nOf(config.i18n as Options);
  if (ignored.length)
    log.warn(
      `This Docusaurus config uses features Tessera does not act on yet; the build goes on without them: ${ignored.join(', ')}.`,
    );
  return config;
}

function presetEntries(preset: Entry, plugins: Entry[], themes: Entry[], ignored: string[]) {
  const [name, options = {}] = Array.isArray(preset) ? preset : [preset, {}];
  if (typeof name !== 'string' || !/(^|\/|-)classic$|preset-classic$/.test(name)) {
    ignored.push(`preset ${describe(name)}`);
    return;
  }
  const o = options as Options;
  const add = (key: string, docusaurusName: string, into: Entry[]) => {
    if (o[key] === false) return;
    into.push([PLUGIN_NAMES[docusaurusName]!, standInOptions(o[key], docusaurusName)]);
  };
  add('theme', 'theme-classic', themes);
  add('docs', 'plugin-content-docs', plugins);
  add('blog', 'plugin-content-blog', plugins);
  add('pages', 'plugin-content-pages', plugins);
  // The classic preset turns the sitemap on unless it is false; gtag only when configured.
  add('sitemap', 'plugin-sitemap', plugins);
  if (o.gtag) add('gtag', 'plugin-google-gtag', plugins);
  if (o.googleTagManager) add('googleTagManager', 'plugin-google-tag-manager', plugins);
  if (o.svgr) ignored.push('preset option "svgr"');
}

function mapEntry(entry: Entry, into: Entry[], ignored: string[]): void {
  if (!entry) return;
  const [spec, options] = Array.isArray(entry) ? entry : [entry, undefined];
  if (typeof spec !== 'string') {
    into.push(entry); // an inline plugin function runs as it is
    return;
  }
  const short = shortName(spec);
  if (short && UNSUPPORTED_PLUGINS.has(short)) {
    ignored.push(spec);
    return;
  }
  const mapped = short ? PLUGIN_NAMES[short] : undefined;
  if (!mapped) {
    into.push(entry); // a third-party or local plugin, loaded as it is
    return;
  }
  into.push([mapped, standInOptions(options, short!)]);
}

/** `@docusaurus/plugin-content-docs`, `docusaurus-plugin-content-docs` or `content-docs`. */
function shortName(spec: string): string | undefined {
  const match = /^(?:@docusaurus\/|docusaurus-)?((?:plugin|theme)-[\w-]+)$/.exec(spec);
  if (match) return match[1];
  const bare = /^([\w-]+)$/.exec(spec)?.[1];
  if (bare && PLUGIN_NAMES[`plugin-${bare}`]) return `plugin-${bare}`;
  if (bare && PLUGIN_NAMES[`theme-${bare}`]) return `theme-${bare}`;
  return undefined;
}

function i18nOf(i18n: Options): Options {
  const { defaultLocale, locales, localeConfigs, path } = i18n;
  return {
    ...(defaultLocale !== undefined ? { defaultLocale } : {}),
    ...(locales !== undefined ? { locales } : {}),
    ...(localeConfigs !== undefined ? { localeConfigs } : {}),
    ...(path !== undefined ? { path } : {}),
  };
}

function nameOf(entry: Entry): unknown {
  return Array.isArray(entry) ? entry[0] : entry;
}

function asArray(value: unknown): Entry[] {
  return Array.isArray(value) ? value : [];
}

function describe(name: unknown): string {
  return typeof name === 'string' ? `"${name}"` : '(inline)';
}
