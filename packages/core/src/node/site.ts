// Loads a site: config, plugins, their content and routes, theme aliases, generated files.
import fs from 'node:fs';
import path from 'node:path';
import { loadSiteConfig } from './config/load';
import type { SiteConfig } from './config/schema';
import { loadPlugins } from './plugins/load';
import { runContentLifecycle } from './plugins/run';
import type { LoadContext, LoadedPlugin, HtmlTag } from './plugins/types';
import { themeLayers, themeAliases, compatAliases } from './theme';
import { generate, type GeneratedRoute } from './codegen';
import type { RouteConfig } from '../shared/types';
import { normalizeRoutePath } from '../shared/paths';
import { siteCacheDir } from './paths';
import { writeIfChangedSync } from './fsWrite';
import {
  CURRENT_LOCALE_ENV,
  assertKnownLocale,
  codeTranslations,
  configForLocale,
  localeConfigsOf,
  localeOutDir,
  localizationDir,
} from './i18n';

export interface LoadedSite {
  context: LoadContext;
  plugins: LoadedPlugin[];
  routes: RouteConfig[];
  generated: GeneratedRoute[];
  aliases: Record<string, string>;
  /** Absolute Markdown file -> URL, for relative `.md` links. */
  permalinks: Record<string, string>;
  permalinksFile: string;
  htmlTags: { headTags: string; preBodyTags: string; postBodyTags: string };
}

export interface SiteOptions {
  siteDir: string;
  outDir?: string;
  isDev: boolean;
  /** Dev: the routes the browser has asked for (see writeDevRouteLoader). */
  activeRoutes?: ReadonlySet<string>;
  /** Called once the config and the plugins have loaded, before the content does. */
  onPluginsLoaded?: (context: LoadContext) => void;
  /** The locale to build (default: the site's default locale); see ./i18n.ts. */
  locale?: string;
}

export async function loadSite(options: SiteOptions): Promise<LoadedSite> {
  const siteDir = path.resolve(options.siteDir);
  // As Docusaurus does while a locale builds: site configs read it to translate themselves.
  if (options.locale) process.env[CURRENT_LOCALE_ENV] = options.locale;
  const loaded = await loadSiteConfig(siteDir);
  if (options.locale) assertKnownLocale(loaded.config, options.locale);
  const locale = options.locale ?? loaded.config.i18n.defaultLocale;
  const config = configForLocale(loaded.config, locale);
  const file = loaded.file;
  // One generated folder per locale: each keeps its bundles' inputs (and their reuse) its own.
  const mode = options.isDev ? 'dev' : 'build';
  const generatedDir = path.join(
    siteDir,
    '.tessera',
    locale === config.i18n.defaultLocale ? mode : `${mode}-${locale}`,
  );
  const context: LoadContext = {
    siteDir,
    siteConfig: config,
    siteConfigPath: file,
    outDir: localeOutDir(path.resolve(siteDir, options.outDir ?? 'build'), config, locale),
    generatedDir,
    ...docusaurusContextFields(siteDir, config, generatedDir, locale),
    cacheDir: siteCacheDir(siteDir),
    baseUrl: config.baseUrl,
    isDev: options.isDev,
  };
  const plugins = await loadPlugins(context);
  options.onPluginsLoaded?.(context);
  const { routes, globalData } = await runContentLifecycle(plugins, context);
  const notFoundPath = normalizeRoutePath(config.baseUrl + '404');
  if (!routes.some((r) => normalizeRoutePath(r.path) === notFoundPath))
    routes.push({ path: notFoundPath, component: '@theme/NotFound', unlisted: true });

  const permalinks: Record<string, string> = {};
  for (const route of routes) {
    const content = route.modules?.content;
    if (typeof content === 'string' && /\.mdx?$/.test(content)) permalinks[content] = route.path;
  }
  addTranslatedPermalinks(permalinks, plugins);
  const permalinksFile = path.join(generatedDir, 'permalinks.json');
  const permalinksText = JSON.stringify(permalinks);
  writeIfChangedSync(permalinksFile, permalinksText);

  const clientModules = [
    ...plugins.flatMap((p) => p.plugin.getClientModules?.() ?? []),
    ...config.clientModules.map((m) => path.resolve(siteDir, m)),
  ];
  const messages = codeTranslations(context.localizationDir);
  const generated = await generate({
    generatedDir,
    routes,
    // With its themeConfig translated (runContentLifecycle).
    siteConfig: context.siteConfig,
    locale,
    globalData,
    clientModules,
    isDev: options.isDev,
    activeRoutes: options.activeRoutes,
    messages,
  });
  const aliases = {
    ...compatAliases(generatedDir, siteDir),
    ...themeAliases(themeLayers(siteDir, plugins)),
  };
  return {
    context,
    plugins,
    routes,
    generated,
    aliases,
    permalinks,
    permalinksFile,
    htmlTags: collectHtmlTags(config, plugins),
  };
}

/**
 * A translated file and its original are one page: each path answers for the other, so a link
 * from a translated page to one that is not translated (and the reverse) finds its page.
 */
function addTranslatedPermalinks(permalinks: Record<string, string>, plugins: LoadedPlugin[]) {
  const pairs = plugins
    .flatMap((p) => p.plugin.getTranslatedContentPaths?.() ?? [])
    .filter((pair) => fs.existsSync(pair.translated));
  if (!pairs.length) return;
  for (const [file, url] of Object.entries(permalinks))
    for (const { original, translated } of pairs)
      for (const [from, to] of [
        [original, translated],
        [translated, original],
      ] as const)
        if (file.startsWith(from + path.sep))
          permalinks[path.join(to, path.relative(from, file))] ??= url;
}

function escapeAttr(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

export function tagToString(tag: HtmlTag | string): string {
  if (typeof tag === 'string') return tag;
  const attrs = Object.entries(tag.attributes ?? {})
    .filter(([, v]) => v !== false)
    .map(([k, v]) => (v === true ? ` ${k}` : ` ${k}="${escapeAttr(String(v))}"`))
    .join('');
  const voidTag = ['meta', 'link', 'base', 'br', 'hr', 'img', 'input'].includes(tag.tagName);
  return voidTag
    ? `<${tag.tagName}${attrs}>`
    : `<${tag.tagName}${attrs}>${tag.innerHTML ?? ''}</${tag.tagName}>`;
}

function collectHtmlTags(config: SiteConfig, plugins: LoadedPlugin[]) {
  const head: string[] = config.headTags.map((t) => tagToString(t as HtmlTag | string));
  for (const s of config.stylesheets)
    head.push(
      tagToString({
        tagName: 'link',
        attributes: {
          rel: 'stylesheet',
          ...(typeof s === 'string' ? { href: s } : (s as Record<string, string>)),
        },
      }),
    );
  for (const s of config.scripts)
    head.push(
      tagToString({
        tagName: 'script',
        attributes: typeof s === 'string' ? { src: s } : (s as Record<string, string>),
      }),
    );
  const pre: string[] = [];
  const post: string[] = [];
  for (const p of plugins) {
    const tags = p.plugin.injectHtmlTags?.({ content: p.content });
    if (!tags) continue;
    head.push(...(tags.headTags ?? []).map(tagToString));
    pre.push(...(tags.preBodyTags ?? []).map(tagToString));
    post.push(...(tags.postBodyTags ?? []).map(tagToString));
  }
  return { headTags: head.join('\n'), preBodyTags: pre.join('\n'), postBodyTags: post.join('\n') };
}

/** The LoadContext fields Docusaurus plugins read under their own names. */
export function docusaurusContextFields(
  siteDir: string,
  config: SiteConfig,
  generatedDir: string,
  locale = config.i18n.defaultLocale,
) {
  return {
    generatedFilesDir: generatedDir,
    i18n: {
      defaultLocale: config.i18n.defaultLocale,
      locales: config.i18n.locales,
      currentLocale: locale,
      path: config.i18n.path,
      localeConfigs: localeConfigsOf(config) as Record<string, Record<string, unknown>>,
    },
    localizationDir: localizationDir(siteDir, config, locale),
  };
}
