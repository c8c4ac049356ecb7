// Blog plugin, one instance per blog-shaped section (blog, success stories, learn): paginated
// list pages, post pages, archive, tags, authors, and RSS/Atom feeds.
// This module wires the phases: options.ts -> content.ts (loadContent: posts.ts reads each
// post) -> routes.ts (contentLoaded: post pages, pagination.ts, archive, tags.ts, authors.ts)
// -> feed.ts (head tags, postBuild).
import path from 'node:path';
import type { LoadContext, Plugin, PluginFactory } from '@tessera/core/node';
import { markdownPluginsFor, pluginRouteBase, pluginTranslationDir } from '@tessera/core/node';
import { loadPosts, type BlogContent } from './content';
import { feedLinkTags, writeFeeds } from './feed';
import {
  optionMessages,
  optionsSchema,
  translateOptions,
  type BlogPaths,
  type Options,
} from './options';
import { addBlogRoutes } from './routes';

export type * from './types';
export type { BlogContent } from './content';
export { readingTimeOf, parseDate } from './posts';
export { paginate } from './pagination';

export const PLUGIN_NAME = 'tessera-plugin-blog';

const blogPlugin: PluginFactory<Options> = (
  context: LoadContext,
  options: Options,
): Plugin<BlogContent> => {
  const dir = path.resolve(context.siteDir, options.path);
  const base = pluginRouteBase(context.baseUrl, options.routeBasePath);
  const paths: BlogPaths = { base, tagsBase: `${base}/tags`, authorsBase: `${base}/authors` };
  // The current locale's translated posts (`i18n/<locale>/docusaurus-plugin-content-blog`).
  const localizedDir = pluginTranslationDir(context.localizationDir, PLUGIN_NAME, options.id);
  // Each post's file by permalink: filled by loadContent, its content module in contentLoaded.
  const sources = new Map<string, string>();
  // The options with the locale's title, description and sidebar title (its options.json).
  let localized = options;

  return {
    name: PLUGIN_NAME,
    getMarkdownPlugins: () => markdownPluginsFor([dir, localizedDir], options),
    getTranslatedContentPaths: () => [{ original: dir, translated: localizedDir }],
    getPathsToWatch: () => [dir, localizedDir],

    async loadContent() {
      return loadPosts(dir, localizedDir, paths, options, context, sources);
    },

    getTranslationFiles: () => [{ path: 'options', content: optionMessages(options) }],
    translateContent({ content, translationFiles }) {
      localized = translateOptions(options, translationFiles);
      return content;
    },

    async contentLoaded({ content, actions }) {
      // No posts, no blog pages (Docusaurus builds none either).
      if (content.posts.length === 0) return;
      await addBlogRoutes(content.posts, sources, actions, localized, paths);
      actions.setGlobalData({ path: base, title: localized.blogTitle });
    },

    injectHtmlTags() {
      return feedLinkTags(base, localized, context);
    },

    async postBuild({ outDir, content }) {
      await writeFeeds(outDir, content.posts, base, localized, context);
    },
  };
};

blogPlugin.optionsSchema = optionsSchema;
export default blogPlugin;
