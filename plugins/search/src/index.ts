// Search plugin: the /search page route, and the local index the SearchBar and SearchPage
// query when no hosted DocSearch keys are configured. The build index comes from the rendered
// HTML (postBuild); `tessera start` serves a coarser one made from the Markdown sources.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import type { LoadContext, Plugin, PluginFactory, RouteConfig } from '@tessera/core/node';
import {
  CacheLinesWriter,
  applyTrailingSlash,
  log,
  normalizeRoutePath,
  readCacheLines,
} from '@tessera/core/node';
import { INDEX_FOLDER, MANIFEST_FILE, PLUGIN_NAME, type SearchGlobalData } from './shared/index';
import { EXTRACTOR_VERSION, extractPage, type ExtractedPage } from './extract';
import { lvl0Of, shouldIndex } from './select';
import { SearchIndexBuilder } from './writer';
import { writeIndexFiles } from './indexFiles';
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

  /**
   * Feeds the text of every indexed page, from its HTML, to the index builder. Parsing is most
   * of the work: a page whose HTML did not change since the last build reuses what was extracted
   * from it then (cached by hash). Pages are read a batch at a time and what the builder does not
   * keep is let go: the whole site's text is never in memory at once (large sites).
   */
  async function indexPages(
    builder: SearchIndexBuilder,
    args: {
      outDir: string;
      routes: RouteConfig[];
      pages: Map<string, string>;
      siteTitle: string;
      trailingSlash: boolean | undefined;
    },
  ): Promise<void> {
    const byPath = new Map(args.routes.map((r) => [normalizeRoutePath(r.path), r]));
    // One per locale: each builds its own index from its own pages.
    const locale = context.i18n?.currentLocale;
    const cacheFile = path.join(
      context.cacheDir,
      `search-${options.id}${locale && locale !== context.i18n.defaultLocale ? `-${locale}` : ''}.json`,
    );
    const lines = (await readCacheLines<ExtractLine>(cacheFile)) ?? [];
    const previous = new Map(lines.map(([hash, page]) => [hash, page]));
    const hashOfFile = new Map(lines.map(([hash, , file]) => [file, hash]));
    // Written as pages are extracted; replaces the previous file only once complete.
    const cache = await CacheLinesWriter.open(cacheFile);
    const cached = new Set<string>();
    try {
      for (const [routePath, htmlFile] of args.pages) {
        const route = byPath.get(normalizeRoutePath(routePath));
        if (!shouldIndex(route, htmlFile, ignore)) continue;
        const file = path.join(args.outDir, htmlFile);
        // A page kept from the previous build is that build's file, linked: the same inode,
        // size and time, so it is not read again.
        const identity = fileIdentity(file);
        const known = hashOfFile.get(identity);
        let hash: string;
        let page: ExtractedPage | undefined;
        if (known && (page = previous.get(known))) hash = known;
        else {
          // Bytes, not text: the extractor decodes only the parts it reads. Read in turn, as
          // the index is written (see writeOrLinkSync).
          const html = fs.readFileSync(file);
          hash = crypto
            .createHash('sha1')
            .update(`${EXTRACTOR_VERSION}\0`)
            .update(html)
            .digest('hex');
          page = previous.get(hash) ?? extractPage(html, args.siteTitle);
        }
        if (!cached.has(hash)) {
          cached.add(hash);
          await cache.write([hash, page, identity] satisfies ExtractLine);
        }
        if (page.noindex) continue;
        builder.add({
          url: applyTrailingSlash(routePath, args.trailingSlash),
          lvl0: lvl0Of(route!, page.breadcrumbRoot),
          lvl1: page.title,
          sections: page.sections,
          categoryIndex: page.categoryIndex,
        });
      }
      await cache.close();
    } catch (error) {
      await cache.abort();
      throw error;
    }
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
      const builder = new SearchIndexBuilder({ shardBytes: options.shardBytes });
      await indexPages(builder, {
        outDir,
        routes,
        pages,
        siteTitle: siteConfig.title,
        trailingSlash: siteConfig.trailingSlash,
      });
      const files = builder.files();
      writeIndexFiles(
        files,
        path.join(outDir, INDEX_FOLDER),
        path.join(previousOutDir, INDEX_FOLDER),
      );
      log.info(
        `Search index: ${builder.pageCount} pages in ${files.size} files (${Math.round(performance.now() - started)} ms).`,
      );
    },
  };
};

/** A line of the extracts cache: the HTML's hash, what was extracted, and the file's identity. */
type ExtractLine = [hash: string, page: ExtractedPage, file?: string];

/** Inode, size and modification time: a file written again is a new inode or a new time. */
function fileIdentity(file: string): string {
  const stat = fs.statSync(file, { bigint: true });
  return `${stat.ino}:${stat.size}:${stat.mtimeNs}`;
}

searchPlugin.optionsSchema = optionsSchema;
export default searchPlugin;
