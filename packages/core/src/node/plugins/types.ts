import type { Configuration } from 'webpack';
import { z } from 'zod';
import type { RouteConfig } from '../../shared/types';
import type { SiteConfig } from '../config/schema';
import type { SiteMarkdownPlugins } from '../mdx';
import type WebpackDevServer from 'webpack-dev-server';
import type { TranslationFile } from '../i18n';

/** What every plugin factory receives. */
export interface LoadContext {
  siteDir: string;
  siteConfig: SiteConfig;
  siteConfigPath: string;
  outDir: string;
  generatedDir: string;
  /** Docusaurus' name for generatedDir (third-party plugins write their files there). */
  generatedFilesDir: string;
  /** Docusaurus' i18n context: the locale being built among the site's locales. */
  i18n: {
    defaultLocale: string;
    locales: string[];
    currentLocale: string;
    path: string;
    localeConfigs: Record<string, Record<string, unknown>>;
  };
  /** The current locale's translations: `i18n/<locale>/` (see ../i18n.ts). */
  localizationDir: string;
  cacheDir: string;
  baseUrl: string;
  isDev: boolean;
}

export interface PluginActions {
  addRoute(route: RouteConfig): void;
  /** Writes a JSON data module for routes to load; returns its absolute path. */
  createData(name: string, data: unknown): Promise<string>;
  /** Data every page can read with `useGlobalData()` / `usePluginData(name, id)`. */
  setGlobalData(data: unknown): void;
}

export interface HtmlTag {
  tagName: string;
  attributes?: Record<string, string | boolean>;
  innerHTML?: string;
}

export interface HtmlTags {
  headTags?: Array<HtmlTag | string>;
  preBodyTags?: Array<HtmlTag | string>;
  postBodyTags?: Array<HtmlTag | string>;
}

export interface PostBuildArgs<Content> {
  outDir: string;
  content: Content;
  routes: RouteConfig[];
  siteConfig: SiteConfig;
  /** Rendered pages: route path -> HTML file relative to outDir. */
  pages: Map<string, string>;
  /**
   * The last successful build's output, which this one replaces when it succeeds (it may not
   * exist). `writeOrLink` links a file that is the same there instead of writing it.
   * Files in `outDir` may be such links: replace a file (write another and rename it), never
   * edit one in place, or the previous output changes with it.
   */
  previousOutDir: string;
  /** Docusaurus' names, read by third-party plugins: every route's path, the base URL, and each
   *  plugin with its options and loaded content. */
  routesPaths: string[];
  baseUrl: string;
  plugins: Array<{ name: string; options: Record<string, unknown>; content: unknown }>;
}

export interface Plugin<Content = unknown> {
  name: string;
  loadContent?(): Promise<Content> | Content;
  contentLoaded?(args: { content: Content; actions: PluginActions }): Promise<void> | void;
  /** Runs after every plugin's contentLoaded; `routes` are the routes they added (read only). */
  allContentLoaded?(args: {
    allContent: AllContent;
    actions: PluginActions;
    routes: readonly RouteConfig[];
  }): Promise<void> | void;
  /**
   * Receives the real client webpack config (as in Docusaurus): change it, or return a partial
   * config to merge. A returned `devServer.setupMiddlewares` adds dev-server middlewares (the
   * Docusaurus way); `configureDevServer` is the direct one. The server bundle is esbuild's, so
   * `isServer` is always false.
   */
  configureWebpack?(
    config: Configuration,
    isServer: boolean,
    utils: { currentBundler: { name: 'webpack' } },
  ): (Configuration & { devServer?: { setupMiddlewares?: SetupMiddlewares } }) | void;
  /** Middlewares for `tessera start`, in webpack-dev-server's `setupMiddlewares` form. */
  configureDevServer?(): { setupMiddlewares?: SetupMiddlewares } | void;
  getThemePath?(): string;
  /** Which theme components can be ejected or wrapped safely (`tessera swizzle`). */
  getSwizzleConfig?(): SwizzleConfig;
  /** Docusaurus' older form: the names of the components that are safe to eject. */
  getSwizzleComponentList?(): string[];
  getClientModules?(): string[];
  getPathsToWatch?(): string[];
  /** The site's remark/rehype plugins for the Markdown under some folders (Docusaurus' options). */
  getMarkdownPlugins?(): SiteMarkdownPlugins | undefined;
  /**
   * Folders of translated content that mirror a content folder (`i18n/fr/…/current` and
   * `docs/`): a Markdown link in either resolves to the page of the same file in the other when
   * its own folder has no such file (a translated page linking to an untranslated one).
   */
  getTranslatedContentPaths?(): Array<{ original: string; translated: string }>;
  injectHtmlTags?(args: { content: Content }): HtmlTags;
  /**
   * Docusaurus' translation lifecycle: the plugin's strings as translation files (`path` relative
   * to its folder in `i18n/<locale>/`, no `.json`), with their default messages. The engine puts
   * the locale's files over them and passes the result to `translateContent` (before
   * `contentLoaded`) and `translateThemeConfig`.
   */
  getTranslationFiles?(args: { content: Content }): Promise<TranslationFile[]> | TranslationFile[];
  translateContent?(args: { content: Content; translationFiles: TranslationFile[] }): Content;
  translateThemeConfig?(args: {
    themeConfig: Record<string, unknown>;
    translationFiles: TranslationFile[];
  }): Record<string, unknown>;
  postBuild?(args: PostBuildArgs<Content>): Promise<void> | void;
}

export type SwizzleSafety = 'safe' | 'unsafe' | 'forbidden';

/** Docusaurus' swizzle config: per component, how safe each action is. */
export interface SwizzleConfig {
  components: Record<
    string,
    { actions: { eject?: SwizzleSafety; wrap?: SwizzleSafety }; description?: string }
  >;
}

/** webpack-dev-server's `setupMiddlewares(middlewares, devServer) => middlewares`. */
export type SetupMiddlewares = NonNullable<WebpackDevServer.Configuration['setupMiddlewares']>;

/** plugin name -> plugin id -> loaded content */
export type AllContent = Record<string, Record<string, unknown>>;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the default accepts any options object
export type PluginFactory<Options = any> = ((
  context: LoadContext,
  options: Options,
) => Plugin | Promise<Plugin>) & {
  /** Optional schema for the options; a bad option fails with its path. */
  optionsSchema?: z.ZodType<Options>;
};

export interface LoadedPlugin {
  plugin: Plugin;
  /** The plugin module's file (relative `getThemePath()` results start from its folder). */
  file?: string;
  name: string;
  id: string;
  options: Record<string, unknown>;
  content?: unknown;
  globalData?: unknown;
}

/**
 * A plugin factory with its options schema: the options the factory receives are the schema's
 * output (defaults applied), and a typo in the site config fails with its path. Every plugin of
 * this repository is written with it.
 */
export function definePlugin<Schema extends z.ZodType<object>, Content = unknown>(
  optionsSchema: Schema,
  create: (
    context: LoadContext,
    options: z.output<Schema>,
  ) => Plugin<Content> | Promise<Plugin<Content>>,
): PluginFactory<z.output<Schema>> {
  return Object.assign(create as PluginFactory<z.output<Schema>>, { optionsSchema });
}

/** The remark/rehype options of the content plugins (Docusaurus' names), declared once. */
export const markdownPluginOptions = {
  remarkPlugins: z.array(z.unknown()).default([]),
  rehypePlugins: z.array(z.unknown()).default([]),
  beforeDefaultRemarkPlugins: z.array(z.unknown()).default([]),
  beforeDefaultRehypePlugins: z.array(z.unknown()).default([]),
};

/** The plugins for the Markdown under `paths`, from options with markdownPluginOptions. */
export function markdownPluginsFor(
  paths: string[],
  options: Pick<SiteMarkdownPlugins, keyof typeof markdownPluginOptions>,
): SiteMarkdownPlugins {
  return {
    paths,
    remarkPlugins: options.remarkPlugins,
    rehypePlugins: options.rehypePlugins,
    beforeDefaultRemarkPlugins: options.beforeDefaultRemarkPlugins,
    beforeDefaultRehypePlugins: options.beforeDefaultRehypePlugins,
  };
}
