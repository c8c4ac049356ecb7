// `tessera start`: webpack-dev-server with React Fast Refresh. Pages are compiled when first
// visited (lazy compilation), so start-up does not grow with the page count. Content changes
// re-run the plugins and regenerate routes; a broken file shows in the overlay and the
// terminal, and the server recovers by itself once the file is fixed.
import fs from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import webpack, { type Compiler } from 'webpack';
import WebpackDevServer from 'webpack-dev-server';
import { loadSite, type LoadedSite } from './site';
import { MdxService } from './mdx';
import { clientConfig } from './bundler/client';
import { DevRouteTable } from './devRoutes';
import { SiteError, codeFrame, formatError, isSiteError } from './errors';
import { log } from './logger';
import { normalizeRoutePath } from '../shared/paths';

export interface DevOptions {
  siteDir: string;
  port: number;
  host: string;
}

function shell(site: LoadedSite): string {
  const base = site.context.baseUrl;
  return `<!DOCTYPE html>
<html lang="en" dir="ltr">
<head>
<meta charset="UTF-8">
<meta name="viewport" content="width=device-width, initial-scale=1.0">
${site.htmlTags.headTags}
<script src="${base}assets/js/runtime.js" defer></script>
<script src="${base}assets/js/main.js" defer></script>
</head>
<body>
${site.htmlTags.preBodyTags}
<div id="__tessera"></div>
${site.htmlTags.postBodyTags}
</body>
</html>`;
}

/** An error as the author should see it: our message (file:line, frame, hint), no stack of ours. */
class AuthorError extends webpack.WebpackError {
  constructor(message: string) {
    super(message);
    this.name = 'SiteError';
    this.hideStack = true;
  }
}

/**
 * Makes every error of a compilation speak to the author, in the terminal and the overlay alike:
 * a site-level error (config, front matter, sidebar, plugin) is added while it lasts; a SiteError
 * thrown by a loader (MDX that does not parse) is shown as formatted by formatError instead of
 * webpack's "Module build failed" with our stack; a missing import names the importing file and
 * the line of the import.
 */
class DevErrorsPlugin {
  /** The site failed to load (config, front matter, plugin): shown until it loads again. */
  error: unknown = null;
  /**
   * A page crashed in the browser (formatted message). Kept until a file changes, so that a
   * compile that follows without changes (the content reload, a lazily compiled page) does not
   * hide it from the overlay; a fix changes a file, and a page that still crashes reports again.
   */
  renderError: string | null = null;
  /** Runs before each compile with the files that changed (see startDevServer). */
  beforeCompile: (changed: string[]) => Promise<void> = async () => undefined;
  constructor(private siteDir: string) {}
  apply(compiler: Compiler) {
    compiler.hooks.watchRun.tapPromise('TesseraDevErrors', async (c) => {
      const changed = [...(c.modifiedFiles ?? []), ...(c.removedFiles ?? [])];
      if (changed.length) this.renderError = null;
      await this.beforeCompile(changed);
    });
    compiler.hooks.afterCompile.tap('TesseraDevErrors', (compilation) => {
      // A file that breaks the site (bad front matter, not UTF-8) usually fails its module too:
      // report it once, as the site error.
      const siteErrorFile = isSiteError(this.error) ? this.error.location.file : undefined;
      const errors = compilation.errors
        .filter(
          (e) =>
            !(
              siteErrorFile &&
              isSiteError((e as { error?: unknown }).error) &&
              ((e as { error?: unknown }).error as SiteError).location.file === siteErrorFile
            ),
        )
        .map((e) => authorFacing(e, this.siteDir));
      if (this.error) errors.unshift(new AuthorError(formatError(this.error)));
      if (this.renderError) errors.push(new AuthorError(this.renderError));
      compilation.errors.splice(0, compilation.errors.length, ...errors);
    });
  }
}

function authorFacing(error: Error, siteDir: string): Error {
  const cause = (error as { error?: unknown }).error;
  if (isSiteError(cause)) return new AuthorError(formatError(cause));
  if (error.name === 'ModuleNotFoundError') {
    const resource = (error as { module?: { resource?: string } | null }).module?.resource?.replace(
      /\?.*$/,
      '',
    );
    const request = /Can't resolve '([^']+)'/.exec(error.message)?.[1];
    if (resource && request && isAuthorFile(resource, siteDir))
      return new AuthorError(formatError(missingImportError(resource, request)));
  }
  return error;
}

function isAuthorFile(file: string, siteDir: string): boolean {
  return file.startsWith(siteDir + path.sep) && !file.split(path.sep).includes('node_modules');
}

/** `import X from 'request'` that cannot be resolved, located in the importing file's source. */
function missingImportError(file: string, request: string): SiteError {
  let source = '';
  try {
    source = fs.readFileSync(file, 'utf8');
  } catch {
    // gone meanwhile: name the file only
  }
  const quoted = new RegExp(`(['"])${request.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\1`);
  const index = source.split('\n').findIndex((l) => quoted.test(l));
  const line = index >= 0 ? index + 1 : undefined;
  return new SiteError(`Could not resolve "${request}"`, {
    location: { file, line },
    frame: line ? codeFrame(source, line) : undefined,
    hint: /^@theme\//.test(request)
      ? 'No theme provides this component: check the name, or add it to your theme folder (content/theme).'
      : 'The imported module does not exist: check the path or install the package.',
  });
}

// Where the browser reports a component that threw while rendering (client/devErrorReport.ts).
const CLIENT_ERROR_PATH = '__tessera/client-error';
// Where the browser asks for a route to be compiled (client/routing/devRouteLoader.ts).
const ACTIVATE_ROUTE_PATH = '__tessera/activate-route';

interface RenderErrorReport {
  path?: unknown;
  message?: unknown;
  stack?: unknown;
  componentStack?: unknown;
}

/** A render crash reported by the browser, as a SiteError naming the page's file. */
function renderError(report: RenderErrorReport, site: LoadedSite): SiteError {
  const pagePath = typeof report.path === 'string' ? report.path : '?';
  const message = typeof report.message === 'string' ? report.message : 'unknown error';
  const siteDir = site.context.siteDir;
  // The module that threw, from the stack (`webpack-internal:///./content/x.tsx:12:3`); its
  // positions are in transformed code, so only the file is kept. Else the route's own file.
  let file: string | undefined;
  for (const m of String(report.stack ?? '').matchAll(/webpack-internal:\/\/\/(\.\/[^:?)\s]+)/g)) {
    const candidate = path.resolve(siteDir, m[1]!);
    if (isAuthorFile(candidate, siteDir) && fs.existsSync(candidate)) {
      file = candidate;
      break;
    }
  }
  if (!file) {
    const route = site.routes.find(
      (r) => normalizeRoutePath(r.path) === normalizeRoutePath(pagePath),
    );
    const candidates = [route?.modules?.content, route?.component].filter(
      (c): c is string => typeof c === 'string' && path.isAbsolute(c),
    );
    file = candidates[0]?.replace(/\?.*$/, '');
  }
  const component = /^\s*at (\w+)/m.exec(String(report.componentStack ?? ''))?.[1];
  return new SiteError(
    `Rendering ${pagePath} failed in the browser: ${message}${component ? ` (thrown in <${component}>)` : ''}`,
    {
      location: { file },
      hint: 'A component on this page threw while rendering. The page shows it until the file is fixed.',
    },
  );
}

function readBody(req: IncomingMessage, limit: number): Promise<string> {
  return new Promise((resolve, reject) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => {
      body += chunk;
      if (body.length > limit) {
        reject(new Error('too large'));
        req.destroy();
      }
    });
    req.on('end', () => resolve(body));
    req.on('error', reject);
  });
}

export async function startDevServer(options: DevOptions): Promise<WebpackDevServer> {
  const started = performance.now();
  // The routes the browser has asked for: only they are compiled (see devRoutes.ts).
  const activeRoutes = new Set<string>();
  let site = await loadSite({ siteDir: options.siteDir, isDev: true, activeRoutes });
  const { context } = site;
  const routeTable = new DevRouteTable(context.generatedDir, context.baseUrl, activeRoutes);
  const mdx = new MdxService({
    cacheDir: context.cacheDir,
    baseUrl: context.baseUrl,
    permalinks: site.permalinks,
    onBrokenMarkdownLinks: 'warn',
  });
  const siteErrors = new DevErrorsPlugin(context.siteDir);
  // What plugins give the dev server (Docusaurus' configureWebpack `devServer` key): middlewares.
  const pluginConfigs = site.plugins
    .map((p) => p.plugin.configureWebpack?.({}, false))
    .filter((c) => !!c);
  const pluginMiddlewares = pluginConfigs
    .map((c) => c.devServer?.setupMiddlewares)
    .filter((f) => !!f);
  for (const c of pluginConfigs) delete c.devServer;
  // Compiled when first requested (webpack lazy compilation): what a component loads on demand
  // (the search modal...). Compiled at once: the route components and packages, so that opening
  // a page compiles only its content, and the routes the browser has asked for.
  const routesDir = path.join(context.generatedDir, 'routes') + path.sep;
  const routeComponentFiles = (s: LoadedSite) =>
    new Set(s.routes.map((r) => s.aliases[r.component] ?? r.component));
  let routeComponents = routeComponentFiles(site);
  const compileLazily = (file: string) =>
    !file.startsWith(routesDir) &&
    !/[\\/]node_modules[\\/]/.test(file) &&
    !routeComponents.has(file);
  const config = clientConfig({
    siteDir: context.siteDir,
    outDir: path.join(context.generatedDir, 'out'),
    cacheDir: context.cacheDir,
    generatedDir: context.generatedDir,
    baseUrl: context.baseUrl,
    isDev: true,
    devHost: options.host,
    compileLazily,
    aliases: site.aliases,
    compileModule: (file, query) => mdx.compileModule(file, query),
    mdxDependencies: [site.permalinksFile],
    pluginConfigs,
  });
  config.plugins!.push(siteErrors);
  const compiler = webpack(config);
  // Whether webpack is compiling: a content reload on a healthy site waits for the compile of
  // the edit to finish, so the edited page is not slowed down by the reload sharing the thread.
  let compiling = false;
  const idleWaiters: Array<() => void> = [];
  compiler.hooks.invalid.tap('TesseraIdle', () => void (compiling = true));
  compiler.hooks.watchRun.tap('TesseraIdle', (c) => {
    compiling = true;
    routeTable.compileStarted(c.modifiedFiles);
  });
  compiler.hooks.done.tap('TesseraIdle', () => {
    compiling = false;
    idleWaiters.splice(0).forEach((resolve) => resolve());
  });
  const whenIdle = () =>
    compiling
      ? new Promise<void>((resolve) => (idleWaiters.push(resolve), setTimeout(resolve, 5000)))
      : Promise.resolve();

  const staticDirs = context.siteConfig.staticDirectories
    .map((d) => path.resolve(context.siteDir, d))
    .filter((d) => fs.existsSync(d));
  const server: WebpackDevServer = new WebpackDevServer(
    {
      host: options.host,
      port: options.port,
      hot: true,
      liveReload: false,
      historyApiFallback: false,
      static: staticDirs.map((directory) => ({
        directory,
        publicPath: context.baseUrl,
        watch: false,
        serveIndex: false,
      })),
      client: { overlay: { errors: true, warnings: false, runtimeErrors: false }, logging: 'warn' },
      devMiddleware: { publicPath: context.baseUrl, stats: 'errors-warnings' },
      setupMiddlewares(middlewares): WebpackDevServer.Middleware[] {
        middlewares.push({
          name: 'tessera-pages',
          middleware: (req: IncomingMessage, res: ServerResponse, next: () => void) => {
            const url = new URL(req.url ?? '/', 'http://localhost');
            if (req.method === 'POST' && url.pathname === context.baseUrl + CLIENT_ERROR_PATH) {
              // Only pages of this server report (a JSON POST from elsewhere fails its CORS preflight anyway).
              const origin = req.headers.origin;
              if (origin && new URL(origin).host !== req.headers.host) {
                res.statusCode = 403;
                res.end();
                return;
              }
              readBody(req, 256 * 1024)
                .then((text) => {
                  const message = formatError(
                    renderError(JSON.parse(text) as RenderErrorReport, site),
                  );
                  log.error(message);
                  siteErrors.renderError = message;
                  // Shown like a compile error; the compile of the fix clears it.
                  server.sendMessage(server.webSocketServer?.clients ?? [], 'errors', [
                    { message },
                  ]);
                  res.statusCode = 204;
                })
                .catch(() => {
                  res.statusCode = 400;
                })
                .finally(() => res.end());
              return;
            }
            const asset = [...mdx.assets].find(([, u]) => u === url.pathname);
            if (asset) {
              res.end(fs.readFileSync(asset[0]));
              return;
            }
            return next();
          },
        });
        // Pages answer before webpack's middleware, which holds every request until the first
        // compile is done: the browser gets the page at once and waits only for main.js.
        middlewares.unshift({
          name: 'tessera-shell',
          middleware: (req: IncomingMessage, res: ServerResponse, next: () => void) => {
            if (req.method !== 'GET' || !String(req.headers.accept ?? '').includes('text/html'))
              return next();
            let pathname: string;
            try {
              pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://localhost').pathname);
            } catch {
              return next();
            }
            const relative = pathname.startsWith(context.baseUrl)
              ? pathname.slice(context.baseUrl.length)
              : pathname;
            const isStaticFile =
              relative !== '' &&
              staticDirs.some((dir) =>
                fs.statSync(path.join(dir, relative), { throwIfNoEntry: false })?.isFile(),
              );
            if (isStaticFile || pathname.startsWith('/webpack-dev-server')) return next();
            // The page's route joins the compiled ones before the page is answered, so the
            // main.js it asks for next (held by webpack until the compile is done) holds it.
            routeTable
              .open(pathname, site.generated)
              .catch((error: unknown) => log.error(formatError(error)))
              .finally(() => {
                res.setHeader('Content-Type', 'text/html; charset=utf-8');
                res.end(shell(site));
              });
          },
        });
        // The route table: scripts wait while a new table is on its way to the compiler, and the
        // browser asks for a route the table does not compile yet (a client-side navigation),
        // answered before webpack's middleware, which would hold it until a compile is done.
        middlewares.unshift({
          name: 'tessera-route-table',
          middleware: (req: IncomingMessage, res: ServerResponse, next: () => void) => {
            const url = new URL(req.url ?? '/', 'http://localhost');
            const changing = routeTable.changing;
            if (
              req.method === 'GET' &&
              changing &&
              url.pathname.startsWith(context.baseUrl + 'assets/')
            ) {
              changing.then(next);
              return;
            }
            if (req.method !== 'POST' || url.pathname !== context.baseUrl + ACTIVATE_ROUTE_PATH)
              return next();
            const origin = req.headers.origin;
            if (origin && new URL(origin).host !== req.headers.host) {
              res.statusCode = 403;
              res.end();
              return;
            }
            routeTable.open(url.searchParams.get('path') ?? '/', site.generated).then(
              () => ((res.statusCode = 204), res.end()),
              (error: unknown) => {
                log.error(formatError(error));
                res.statusCode = 500;
                res.end();
              },
            );
          },
        });
        return pluginMiddlewares.reduce((list, setup) => setup(list, server), middlewares);
      },
    },
    compiler,
  );
  await server.start();
  log.success(
    `Dev server ready at http://${options.host}:${options.port}${context.baseUrl} in ${((performance.now() - started) / 1000).toFixed(1)} s.`,
  );

  // Content changes re-run the plugins; webpack then sees the regenerated modules.
  const watched = [
    ...new Set(
      site.plugins
        .flatMap((p) => p.plugin.getPathsToWatch?.() ?? [])
        .concat(context.siteConfigPath),
    ),
  ].filter((p) => fs.existsSync(p));
  const ignored = (file: string) =>
    /(^|[/\\])\.|~$/.test(file) || file.split(path.sep).includes('node_modules');
  const isWatched = (file: string) =>
    watched.some(
      (w) => file === w || (file.startsWith(w + path.sep) && !ignored(path.relative(w, file))),
    );
  let timer: NodeJS.Timeout | undefined;
  // The reload that is scheduled or running; a compile waits for it (see beforeCompile).
  let pending: { done: Promise<void>; resolve: () => void } | null = null;
  const reload = (delay = 120) => {
    clearTimeout(timer);
    if (!pending) {
      let resolve!: () => void;
      const done = new Promise<void>((r) => (resolve = r));
      pending = { done, resolve };
    }
    const current = pending;
    timer = setTimeout(async () => {
      if (!siteErrors.error) await whenIdle();
      pending = null;
      try {
        site = await loadSite({ siteDir: options.siteDir, isDev: true, activeRoutes });
        routeComponents = routeComponentFiles(site);
        mdx.setPermalinks(site.permalinks);
        if (siteErrors.error) log.success('The site loads again.');
        siteErrors.error = null;
      } catch (error) {
        // Printed (and shown in the overlay) with the errors of the compile that follows.
        siteErrors.error = error;
      }
      current.resolve();
      server.middleware?.invalidate(() => undefined);
    }, delay);
  };
  // A compile started by webpack's own watcher (an edited page) waits until the site has been
  // reloaded for the same change. Otherwise it would still carry the error of the site as it was
  // before the fix: the browser skips the hot update of a compile with errors, and the compile
  // that follows the reload has nothing new to send, so the fixed page would never show.
  // While the site is healthy the compile does not wait: the edited page updates at once, and the
  // reload recompiles when it is done (on a large site it takes seconds).
  siteErrors.beforeCompile = async (changed) => {
    if (!pending && changed.some(isWatched)) reload(0);
    if (siteErrors.error) await pending?.done;
  };
  for (const target of watched) {
    fs.watch(target, { recursive: fs.statSync(target).isDirectory() }, (_event, filename) => {
      if (filename && ignored(filename)) return;
      reload();
    });
  }
  return server;
}
