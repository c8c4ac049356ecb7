import type { Configuration } from 'webpack';
import type { z } from 'zod';
import type { RouteConfig } from '../../shared/types';
import type { SiteConfig } from '../config/schema';

/** What every plugin factory receives. */
export interface LoadContext {
  siteDir: string;
  siteConfig: SiteConfig;
  siteConfigPath: string;
  outDir: string;
  generatedDir: string;
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
}

export interface Plugin<Content = unknown> {
  name: string;
  loadContent?(): Promise<Content> | Content;
  contentLoaded?(args: { content: Content; actions: PluginActions }): Promise<void> | void;
  allContentLoaded?(args: { allContent: AllContent; actions: PluginActions }): Promise<void> | void;
  configureWebpack?(config: Configuration, isServer: boolean): Configuration | void;
  getThemePath?(): string;
  getClientModules?(): string[];
  getPathsToWatch?(): string[];
  injectHtmlTags?(args: { content: Content }): HtmlTags;
  postBuild?(args: PostBuildArgs<Content>): Promise<void> | void;
}

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
  name: string;
  id: string;
  options: Record<string, unknown>;
  content?: unknown;
  globalData?: unknown;
}
