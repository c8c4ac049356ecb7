// Docs plugin: Markdown/MDX docs in Docusaurus 3 format, served under /docs with sidebars,
// breadcrumbs data, previous/next links, generated category index pages and tags pages.
// This module wires the phases; each has its module (as in Docusaurus' plugin-content-docs):
// options.ts, versions.ts -> content.ts (loadContent) -> translations.ts (translateContent: the
// locale's labels) -> routes.ts (contentLoaded: doc pages,
// generatedIndexes.ts, tags.ts, with metadata.ts, pagination.ts, pageSidebars.ts) ->
// globalData.ts; pageSidebars.ts again in postBuild.
import path from 'node:path';
import type { LoadContext, Plugin, PluginFactory } from '@tessera/core/node';
import { markdownPluginsFor, pluginRouteBase } from '@tessera/core/node';
import { docsContent, loadVersion, type DocsContent } from './content';
import { DocFileCache } from './docFileCache';
import { optionsSchema, type Options } from './options';
import { PageSidebars } from './pageSidebars';
import { addVersionRoutes } from './routes';
import { versionSpecs } from './versions';
import { globalData } from './globalData';
import { docsTranslationFiles, translateDocsContent } from './translations';

export type * from './types';
export type { DocsContent, VersionContent } from './content';

export const PLUGIN_NAME = 'tessera-plugin-docs';

/** One per plugin and locale: each locale reads its own translated files. */
function docFileCachePath(context: LoadContext, pluginId: string): string {
  const locale = context.i18n?.currentLocale;
  const suffix = locale && locale !== context.i18n.defaultLocale ? `-${locale}` : '';
  return path.join(context.cacheDir, `docs-files-${pluginId}${suffix}.json`);
}

const docsPlugin: PluginFactory<Options> = (
  context: LoadContext,
  options: Options,
): Plugin<DocsContent> => {
  const docsDir = path.resolve(context.siteDir, options.path);
  const routeBase = pluginRouteBase(context.baseUrl, options.routeBasePath);
  const sidebarFile = options.sidebarPath
    ? path.resolve(context.siteDir, options.sidebarPath)
    : options.sidebarPath;
  const specs = versionSpecs(context, options, { docsDir, sidebarFile, routeBase });
  // Filled by contentLoaded, written out by postBuild.
  const pageSidebars = new PageSidebars(options.id, context.baseUrl);

  return {
    name: PLUGIN_NAME,
    // Translated docs are Markdown of the same plugin: the same remark/rehype plugins, and links
    // resolve from their own docs root first.
    getMarkdownPlugins: () =>
      markdownPluginsFor(
        specs.flatMap((spec) => [spec.docsDir, spec.localizedDir]),
        options,
      ),
    getTranslatedContentPaths: () =>
      specs.map((spec) => ({ original: spec.docsDir, translated: spec.localizedDir })),
    getPathsToWatch: () => [
      docsDir,
      ...(typeof sidebarFile === 'string' ? [path.dirname(sidebarFile)] : []),
      ...specs.map((spec) => spec.localizedDir),
    ],

    async loadContent() {
      // Dev starts only: a build has seconds of other work, and at 100,000 docs keeping them
      // (a copy of each doc and one JSON text of them all) raised its load's memory by 660 MB.
      const cache = await DocFileCache.open(
        context.isDev ? docFileCachePath(context, options.id) : null,
      );
      const versions = await Promise.all(
        specs.map((spec) => loadVersion(spec, options, context.isDev, cache)),
      );
      await cache.save();
      return docsContent(versions);
    },

    getTranslationFiles: ({ content }) => docsTranslationFiles(content),
    translateContent: ({ content, translationFiles }) =>
      translateDocsContent(content, translationFiles),

    async contentLoaded({ content, actions }) {
      pageSidebars.clear();
      const scope = { context, options, pageSidebars, actions };
      const built = [];
      // One version at a time: their data files and routes keep their order.
      for (const version of content.versions) built.push(await addVersionRoutes(version, scope));
      actions.setGlobalData(globalData(built, routeBase, options, context));
    },

    async postBuild({ outDir }) {
      await pageSidebars.writeCategoryFiles(outDir);
    },
  };
};

docsPlugin.optionsSchema = optionsSchema;
export default docsPlugin;
