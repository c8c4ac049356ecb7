// `tessera start`: webpack-dev-server with React Fast Refresh. Pages are compiled when first
// visited (lazy compilation), so start-up does not grow with the page count. Content changes
// re-run the plugins and regenerate routes; a broken file shows in the overlay and the
// terminal, and the server recovers by itself once the file is fixed. The parts are in dev/.
import fs from 'node:fs';
import path from 'node:path';
import WebpackDevServer from 'webpack-dev-server';
import { loadSite } from './site';
import { keepContentFiles } from './content';
import { MdxService } from './mdx';
import { DevRouteTable } from './devRoutes';
import { log } from './logger';
import { DevState } from './dev/state';
import { DevErrorsPlugin } from './dev/errorsPlugin';
import { createDevCompiler } from './dev/compiler';
import { CompileState } from './dev/compileState';
import { pluginDevServerParts } from './dev/pluginDevServer';
import { routeTableEndpoint } from './dev/routeTableEndpoint';
import { shellEndpoint } from './dev/shellEndpoint';
import { clientErrorEndpoint } from './dev/clientErrorEndpoint';
import { mdxAssetsEndpoint } from './dev/mdxAssetsEndpoint';
import { SiteReloader } from './dev/siteReloader';
import { ContentPatches } from './dev/contentPatches';
import { FirstPageWindow } from './dev/firstPage';
import { FirstPaint, startFirstPaintThread } from './dev/firstPaint';
import { startDevVendor, vendorEndpoint } from './dev/vendor';
import { DevListener } from './dev/listener';
import { earlyStaticFiles } from './dev/staticFiles';
import { siteCacheDir } from './paths';
import { siteMarkdownPlugins } from './buildPhases/bundle';
import { withTrustedOptions } from './bundler/trustedOptions';

export interface DevOptions {
  siteDir: string;
  port: number;
  host: string;
  /** The locale to serve (`--locale`), at its base URL; default: the site's default locale. */
  locale?: string;
}

export async function startDevServer(options: DevOptions): Promise<WebpackDevServer> {
  const started = performance.now();
  // esbuild bundles React in its own process while the site loads.
  const vendor = startDevVendor(siteCacheDir(options.siteDir));
  // The first paint's thread loads React's server renderer meanwhile.
  const firstPaintThread = startFirstPaintThread();
  // Every edit reloads the content: unchanged files are not read again.
  keepContentFiles();
  // The routes the browser has asked for: only they are compiled (see devRoutes.ts).
  const activeRoutes = new Set<string>();
  const state = new DevState(
    await loadSite({ siteDir: options.siteDir, isDev: true, activeRoutes, locale: options.locale }),
  );
  const { context } = state.site;
  const routeTable = new DevRouteTable(context.generatedDir, context.baseUrl, activeRoutes);
  const mdx = new MdxService({
    siteDir: context.siteDir,
    cacheDir: context.cacheDir,
    baseUrl: context.baseUrl,
    permalinks: state.site.permalinks,
    onBrokenMarkdownLinks: 'warn',
    markdownPlugins: siteMarkdownPlugins(state.site),
  });
  const firstPage = new FirstPageWindow(context.generatedDir);
  const firstPaint = new FirstPaint({
    site: () => state.site,
    compileModule: (file, query) => mdx.compileModule(file, query),
    thread: firstPaintThread,
  });
  const staticDirs = context.siteConfig.staticDirectories
    .map((d) => path.resolve(context.siteDir, d))
    .filter((d) => fs.existsSync(d));
  const vendorScript = vendorEndpoint(vendor, context.baseUrl);
  const pageShell = shellEndpoint(
    state,
    routeTable,
    staticDirs,
    { opened: () => firstPage.pageRequested(), answered: () => firstPage.pageAnswered() },
    firstPaint,
  );
  // The server listens before webpack is set up: the first page is answered meanwhile.
  const listener = new DevListener([
    vendorScript.middleware,
    pageShell.middleware,
    earlyStaticFiles(staticDirs, context.baseUrl),
  ]);
  await listener.listen(options.host, options.port);
  log.success(
    `Dev server ready at http://${options.host}:${options.port}${context.baseUrl} in ${((performance.now() - started) / 1000).toFixed(1)} s.`,
  );
  try {
    // Making the compiler holds the main thread, which answers the first page.
    await firstPage.settled();
    const contentPatches = new ContentPatches(mdx);
    const errors = new DevErrorsPlugin(context.siteDir);
    const { pluginMiddlewares, collect } = pluginDevServerParts(state.site);
    const compiler = createDevCompiler({
      state,
      host: options.host,
      mdx,
      contentPatches,
      errors,
      onDevServerMiddlewares: collect,
      externals: vendor.externals,
    });
    for (const part of [firstPage, firstPaint, contentPatches]) part.apply(compiler);
    compiler.hooks.watchRun.tap('TesseraRouteTable', (c) =>
      routeTable.compileStarted(c.modifiedFiles),
    );
    const compileState = new CompileState(compiler);
    const server: WebpackDevServer = withTrustedOptions(
      () =>
        new WebpackDevServer(
          {
            host: options.host,
            port: options.port,
            server: listener.handOver,
            hot: true,
            liveReload: false,
            historyApiFallback: false,
            static: staticDirs.map((directory) => ({
              directory,
              publicPath: context.baseUrl,
              watch: false,
              serveIndex: false,
            })),
            client: {
              overlay: { errors: true, warnings: false, runtimeErrors: false },
              logging: 'warn',
            },
            devMiddleware: { publicPath: context.baseUrl, stats: 'errors-warnings' },
            setupMiddlewares(all) {
              const middlewares = staticFilesFirst(all);
              // Before webpack's middleware, which holds requests until a compile is done.
              middlewares.unshift(
                routeTableEndpoint(state, routeTable),
                contentPatches.endpoint(context.baseUrl),
                vendorScript,
                pageShell,
              );
              middlewares.push(
                clientErrorEndpoint(state, errors, () => server),
                mdxAssetsEndpoint(mdx),
              );
              return pluginMiddlewares.reduce((list, setup) => setup(list, server), middlewares);
            },
          },
          compiler,
        ),
    );
    await server.start();
    listener.started();
    const reloader = new SiteReloader({
      siteDir: options.siteDir,
      locale: options.locale,
      activeRoutes,
      state,
      errors,
      compileState,
      mdx,
      server,
      onFileChanged: (file) => contentPatches.fileChanged(file),
    });
    reloader.watch();
    return server;
  } catch (error) {
    listener.close();
    throw error;
  }
}

/**
 * The static folders are served before webpack's middleware, which holds every request until a
 * compile is done: the first paint's images (a logo) show while the first compile runs.
 */
function staticFilesFirst(
  middlewares: WebpackDevServer.Middleware[],
): WebpackDevServer.Middleware[] {
  const isStatic = (m: WebpackDevServer.Middleware) =>
    typeof m === 'object' && m.name === 'express-static';
  const statics = middlewares.filter(isStatic);
  const others = middlewares.filter((m) => !isStatic(m));
  const webpackAt = others.findIndex(
    (m) => typeof m === 'object' && m.name === 'webpack-dev-middleware',
  );
  if (webpackAt < 0) return middlewares;
  return [...others.slice(0, webpackAt), ...statics, ...others.slice(webpackAt)];
}
