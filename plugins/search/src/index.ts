// Search plugin: the /search page route, and the local index the SearchBar and SearchPage
// query when no hosted DocSearch keys are configured. The build index comes from the rendered
// HTML (postBuild); `tessera start` serves a coarser one made from the Markdown sources.
import path from 'node:path';
import { z } from 'zod';
import type { LoadContext, Plugin, PluginFactory } from '@tessera/core/node';
import { log, normalizeRoutePath } from '@tessera/core/node';
import { INDEX_FOLDER, MANIFEST_FILE, PLUGIN_NAME, type SearchGlobalData } from './shared/index';
import { writeSearchIndex } from './buildIndex';
import { devIndexMiddleware, sourcesFromRoutes, startDevIndex } from './dev';

export type * from './shared/index';

const optionsSchema = z
  .object({
    id: z.string().default('default'),
    /** Route of the full results page, relative to the base URL; false for none. Defaults to themeConfig.algolia.searchPagePath or 'search'. */
    searchPagePath: z.union([z.string(), z.literal(false)]).optional(),
    /** Link target of "Let us know." when a query finds nothing; `{query}` is replaced. */
    missingResultsUrl: z.string().optional(),
    /** Route paths (regular expressions) left out of the local index. */
    ignorePaths: z.array(z.string()).default([]),
    /** Target size of a term shard before gzip. */
    shardBytes: z.number().int().min(1000).default(24_000),
  })
  .strict();

type Options = z.output<typeof optionsSchema>;

interface AlgoliaConfig {
  appId?: string;
  apiKey?: string;
  indexName?: string;
  searchPagePath?: string | false;
}

const searchPlugin: PluginFactory<Options> = (
  context: LoadContext,
  options: Options,
): Plugin<void> => {
  const algolia = (context.siteConfig.themeConfig as { algolia?: AlgoliaConfig }).algolia;
  const hosted = !!(algolia?.appId && algolia.apiKey && algolia.indexName);
  const pageSetting = options.searchPagePath ?? algolia?.searchPagePath ?? 'search';
  const searchPagePath =
    pageSetting === false
      ? null
      : normalizeRoutePath(`${context.baseUrl}${pageSetting.replace(/^\//, '')}`);
  // Dev: names this site's index among the dev indexes (see dev.ts).
  const devIndexKey = path.join(context.generatedDir, INDEX_FOLDER);
  const ignore = options.ignorePaths.map((p) => new RegExp(p));

  /** One per locale: each builds its own index from its own pages. */
  function extractsCacheFile(): string {
    const locale = context.i18n?.currentLocale;
    const suffix = locale && locale !== context.i18n.defaultLocale ? `-${locale}` : '';
    return path.join(context.cacheDir, `search-${options.id}${suffix}.json`);
  }

  return {
    name: PLUGIN_NAME,

    contentLoaded({ actions }) {
      if (searchPagePath)
        actions.addRoute({ path: searchPagePath, component: '@theme/SearchPage', exact: true });
      const data: SearchGlobalData = {
        hosted,
        indexUrl: hosted ? null : `${context.baseUrl}${INDEX_FOLDER}/${MANIFEST_FILE}`,
        searchPagePath,
        missingResultsUrl: options.missingResultsUrl ?? null,
      };
      actions.setGlobalData(data);
    },

    allContentLoaded({ routes }) {
      if (!context.isDev || hosted) return;
      startDevIndex(devIndexKey, sourcesFromRoutes(routes), options.shardBytes);
    },

    configureDevServer() {
      if (!context.isDev || hosted) return undefined;
      const middleware = devIndexMiddleware(devIndexKey, context.baseUrl);
      return {
        setupMiddlewares: (middlewares) => [
          { name: 'tessera-search-index', middleware },
          ...middlewares,
        ],
      };
    },

    injectHtmlTags() {
      if (!hosted) return {};
      // Hosted only: the local index never talks to another host.
      return {
        headTags: [
          {
            tagName: 'link',
            attributes: {
              rel: 'preconnect',
              href: `https://${algolia!.appId}-dsn.algolia.net`,
              crossorigin: 'anonymous',
            },
          },
        ],
      };
    },

    async postBuild({ outDir, routes, pages, siteConfig, previousOutDir }) {
      if (hosted) return;
      const started = performance.now();
      const written = await writeSearchIndex(
        {
          outDir,
          routes,
          pages,
          siteTitle: siteConfig.title,
          trailingSlash: siteConfig.trailingSlash,
          ignore,
          shardBytes: options.shardBytes,
          cacheFile: extractsCacheFile(),
        },
        path.join(outDir, INDEX_FOLDER),
        path.join(previousOutDir, INDEX_FOLDER),
      );
      const how = written.reused
        ? ', unchanged: linked from the previous build'
        : written.keptPages
          ? `, ${written.keptPages} unchanged pages taken from the previous index`
          : '';
      log.info(
        `Search index: ${written.pageCount} pages in ${written.fileCount} files${how} (${Math.round(performance.now() - started)} ms).`,
      );
    },
  };
};

searchPlugin.optionsSchema = optionsSchema;
export default searchPlugin;
