// The dev server's webpack compiler. Compiled when first requested (webpack lazy compilation):
// what a component loads on demand (the search modal...). Compiled at once: the route components
// and packages, so that opening a page compiles only its content, and the routes the browser has
// asked for.
import path from 'node:path';
import webpack, { type Compiler } from 'webpack';
import { clientConfig } from '../bundler/client';
import { isInside } from '../paths';
import type { MdxService } from '../mdx';
import { isAuthorFile, type DevErrorsPlugin } from './errorsPlugin';
import type { DevState } from './state';
import type { ContentPatches } from './contentPatches';
import type { SetupMiddlewares } from '../plugins/types';

export interface DevCompilerOptions {
  state: DevState;
  /** The dev server's host: webpack's lazy-compilation event server binds to it. */
  host: string;
  mdx: MdxService;
  /** Page modules carry what an edit's content patch needs (see contentPatches.ts). */
  contentPatches: ContentPatches;
  errors: DevErrorsPlugin;
  /** Collects the middlewares plugins return from configureWebpack under `devServer`. */
  onDevServerMiddlewares: (setup: SetupMiddlewares) => void;
  /** The imports the vendor script provides (dev/vendor.ts). */
  externals: Record<string, string>;
}

export function createDevCompiler(options: DevCompilerOptions): Compiler {
  const { state, mdx } = options;
  const { context } = state.site;
  const routesDir = path.join(context.generatedDir, 'routes');
  const compileLazily = (file: string) =>
    !isInside(routesDir, file) &&
    !/[\\/]node_modules[\\/]/.test(file) &&
    !state.routeComponents.has(file);
  const config = clientConfig({
    siteDir: context.siteDir,
    outDir: path.join(context.generatedDir, 'out'),
    cacheDir: context.cacheDir,
    generatedDir: context.generatedDir,
    baseUrl: context.baseUrl,
    isDev: true,
    devHost: options.host,
    compileLazily,
    // An edit's compile resolved every import of the engine's and the theme's unchanged modules
    // again (a third of its time): they are packages, even when linked from a workspace rather
    // than installed in node_modules, where webpack reuses resolutions by default. The site's
    // own files are resolved each time, so a file added beside them is found.
    reuseResolution: (file) => file !== '' && !isAuthorFile(file, context.siteDir),
    aliases: state.site.aliases,
    compileModule: async (file, query) =>
      options.contentPatches.pageModule(file, query, await mdx.compileModule(file, query)),
    mdxDependencies: [state.site.permalinksFile],
    plugins: state.site.plugins,
    onDevServerMiddlewares: options.onDevServerMiddlewares,
    externals: options.externals,
  });
  config.plugins!.push(options.errors);
  return webpack(config);
}
