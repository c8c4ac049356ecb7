// `tessera start`: webpack-dev-server with React Fast Refresh. Pages are compiled when first
// visited (lazy compilation), so start-up does not grow with the page count. Content changes
// re-run the plugins and regenerate routes; a broken file shows in the overlay and the
// terminal, and the server recovers by itself once the file is fixed.
import fs from 'node:fs';
import path from 'node:path';
import webpack, { type Compiler } from 'webpack';
import WebpackDevServer from 'webpack-dev-server';
import { loadSite, type LoadedSite } from './site';
import { MdxService } from './mdx';
import { clientConfig } from './bundler/client';
import { formatError } from './errors';
import { log } from './logger';

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

/** Reports a site-level error (config, front matter, plugin) as a webpack error, so it reaches the overlay. */
class SiteErrorPlugin {
  error: unknown = null;
  apply(compiler: Compiler) {
    compiler.hooks.thisCompilation.tap('TesseraSiteError', (compilation) => {
      compilation.hooks.processAssets.tap('TesseraSiteError', () => {
        if (this.error) compilation.errors.push(new webpack.WebpackError(formatError(this.error)));
      });
    });
  }
}

export async function startDevServer(options: DevOptions): Promise<WebpackDevServer> {
  const started = performance.now();
  let site = await loadSite({ siteDir: options.siteDir, isDev: true });
  const { context } = site;
  const mdx = new MdxService({ cacheDir: context.cacheDir, baseUrl: context.baseUrl, permalinks: site.permalinks, onBrokenMarkdownLinks: 'warn' });
  const siteErrors = new SiteErrorPlugin();
  const config = clientConfig({
    siteDir: context.siteDir,
    outDir: path.join(context.generatedDir, 'out'),
    cacheDir: context.cacheDir,
    generatedDir: context.generatedDir,
    baseUrl: context.baseUrl,
    isDev: true,
    aliases: site.aliases,
    compileModule: (file, query) => mdx.compileModule(file, query),
    mdxDependencies: [site.permalinksFile],
    pluginConfigs: site.plugins.map((p) => p.plugin.configureWebpack?.({}, false)).filter((c) => !!c),
  });
  config.plugins!.push(siteErrors);
  const compiler = webpack(config);

  const staticDirs = context.siteConfig.staticDirectories.map((d) => path.resolve(context.siteDir, d)).filter((d) => fs.existsSync(d));
  const server = new WebpackDevServer(
    {
      host: options.host,
      port: options.port,
      hot: true,
      liveReload: false,
      historyApiFallback: false,
      static: staticDirs.map((directory) => ({ directory, publicPath: context.baseUrl, watch: false, serveIndex: false })),
      client: { overlay: { errors: true, warnings: false, runtimeErrors: false }, logging: 'warn' },
      devMiddleware: { publicPath: context.baseUrl, stats: 'errors-warnings' },
      setupMiddlewares(middlewares) {
        middlewares.push({
          name: 'tessera-pages',
          middleware: (req: { method?: string; url?: string; headers: Record<string, string | string[] | undefined> }, res: { setHeader: (k: string, v: string) => void; end: (b: string | Buffer) => void; statusCode: number }, next: () => void) => {
            const url = new URL(req.url ?? '/', 'http://localhost');
            const asset = [...mdx.assets].find(([, u]) => u === url.pathname);
            if (asset) {
              res.end(fs.readFileSync(asset[0]));
              return;
            }
            if (req.method !== 'GET' || !String(req.headers.accept ?? '').includes('text/html')) return next();
            res.setHeader('Content-Type', 'text/html; charset=utf-8');
            res.end(shell(site));
          },
        });
        return middlewares;
      },
    },
    compiler,
  );
  await server.start();
  log.success(`Dev server ready at http://${options.host}:${options.port}${context.baseUrl} in ${((performance.now() - started) / 1000).toFixed(1)} s.`);

  // Content changes re-run the plugins; webpack then sees the regenerated modules.
  const watched = [...new Set(site.plugins.flatMap((p) => p.plugin.getPathsToWatch?.() ?? []).concat(context.siteConfigPath))].filter((p) => fs.existsSync(p));
  let timer: NodeJS.Timeout | undefined;
  const reload = () => {
    clearTimeout(timer);
    timer = setTimeout(async () => {
      try {
        site = await loadSite({ siteDir: options.siteDir, isDev: true });
        mdx.setPermalinks(site.permalinks);
        if (siteErrors.error) log.success('The site loads again.');
        siteErrors.error = null;
      } catch (error) {
        siteErrors.error = error;
        log.error(formatError(error));
      }
      server.middleware?.invalidate(() => undefined);
    }, 120);
  };
  for (const target of watched) {
    fs.watch(target, { recursive: fs.statSync(target).isDirectory() }, (_event, filename) => {
      if (filename && /(^|\/)\.|~$/.test(filename)) return;
      reload();
    });
  }
  return server;
}
