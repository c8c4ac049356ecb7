import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import webpack, { type Configuration } from 'webpack';
import type ReactRefreshPlugin from '@pmmmwh/react-refresh-webpack-plugin';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import { withTrustedOptions } from './trustedOptions';
import { MinifyCssPlugin } from './minifyCss';
import { ASSET_EXTENSIONS, assetUrl, cssModuleClassName } from './shared';
import { PIPELINE_VERSION } from '@tessera/mdx';
import { PREFIX_ALIASES, themeLayers } from '../theme';
import { SVG_COMPONENT_ISSUER, svgComponentSource } from './svgComponent';
import {
  SASS_FILE,
  SASS_MODULE_FILE,
  compileSass,
  isSassRule,
  sassSettingsOf,
  type SassSettings,
} from './sass';
import { fallbackModuleDirs, singletonAliases } from './packageResolution';
import { RAW_TEXT_QUERY, isInlineLoaderRequest, rawLoaderResource } from './inlineLoaders';
import type { LoadedPlugin, SetupMiddlewares } from '../plugins/types';
import type { ClientRuntime } from '../config/schema';
import type { ClientSiteConfig } from '../../shared/types';
import { merge } from 'webpack-merge';

const require = createRequire(import.meta.url);
const CORE_CLIENT = path.resolve(import.meta.dirname, '../../client');
const REACT_ROUTER_DIR = path.dirname(require.resolve('react-router/package.json'));
const PREACT_DIR = path.dirname(require.resolve('preact/package.json'));

/**
 * `clientRuntime: 'preact'`: what stands in for React's entry points in the browser bundle
 * (preact/compat and its jsx-runtime, client and scheduler shims), Tessera's copy of Preact.
 */
export const PREACT_ALIASES: Record<string, string> = {
  react$: 'compat/dist/compat.mjs',
  'react-dom$': 'compat/dist/compat.mjs',
  'react/jsx-runtime$': 'compat/jsx-runtime.mjs',
  'react/jsx-dev-runtime$': 'compat/jsx-dev-runtime.mjs',
  'react/compiler-runtime$': 'compat/compiler-runtime.mjs',
  'react-dom/client$': 'compat/client.mjs',
  scheduler$: 'compat/scheduler.mjs',
};

function preactAliases(): Record<string, string> {
  return Object.fromEntries(
    Object.entries(PREACT_ALIASES).map(([from, file]) => [from, path.join(PREACT_DIR, file)]),
  );
}

/**
 * The runtime the site config chose: codegen writes the client's site config (with
 * `clientRuntime`) to the generated folder before either bundle is made.
 */
export function clientRuntimeOf(generatedDir: string): ClientRuntime {
  try {
    const config = JSON.parse(
      fs.readFileSync(path.join(generatedDir, 'site-config.json'), 'utf8'),
    ) as Partial<ClientSiteConfig>;
    return config.clientRuntime === 'preact' ? 'preact' : 'react';
  } catch {
    return 'react';
  }
}

export interface ClientBundleOptions {
  siteDir: string;
  outDir: string;
  cacheDir: string;
  generatedDir: string;
  baseUrl: string;
  isDev: boolean;
  aliases: Record<string, string>;
  compileModule: (file: string, query: string) => Promise<string>;
  mdxDependencies: string[];
  /** Dev: whether a dynamically imported file waits to be compiled until the browser asks for it. */
  compileLazily?: (file: string) => boolean;
  /**
   * Dev: whether the module a dependency resolved to is reused by the next compile without
   * resolving it again (webpack's `module.unsafeCache`; by default only for node_modules).
   */
  reuseResolution?: (file: string) => boolean;
  /** Host the dev server binds to; its lazy-compilation backend binds there too. */
  devHost?: string;
  /** The site's plugins: their configureWebpack gets the config before it is used. */
  plugins: LoadedPlugin[];
  /** Dev: receives the middlewares plugins return under `devServer` (Docusaurus' way). */
  onDevServerMiddlewares?: (setup: SetupMiddlewares) => void;
  /** Dev: imports another script provides, as the expression that reads each (dev/vendor.ts). */
  externals?: Record<string, string>;
}

/**
 * The browser bundle: one entry, the runtime + theme shell. Route components and what content
 * imports are lazy chunks of it (named in the generated import registry); the pages themselves
 * are content scripts (./contentScripts), so the chunk graph does not grow with the page count.
 */
export function clientConfig(options: ClientBundleOptions): Configuration {
  const { isDev } = options;
  // A build's peak memory only: the dev server keeps swc's default, which reuses freed pages.
  if (!isDev) returnSwcMemoryPromptly();
  const entry: Record<string, string[]> = { main: [path.join(CORE_CLIENT, 'entry.client.tsx')] };

  const cssLoaders = (modules: boolean) => [
    isDev ? require.resolve('style-loader') : MiniCssExtractPlugin.loader,
    {
      loader: require.resolve('css-loader'),
      options: {
        importLoaders: 0,
        url: { filter: (url: string) => !url.startsWith('/') },
        modules: modules
          ? {
              getLocalIdent: (ctx: { resourcePath: string }, _: string, localName: string) =>
                cssModuleClassName(ctx.resourcePath, options.siteDir, localName),
              namedExport: false,
              exportLocalsConvention: 'as-is',
            }
          : false,
      },
    },
  ];

  // Sass as docusaurus-plugin-sass gives it; a plugin's own Sass rules are replaced by these,
  // their sass-loader settings kept (withPluginConfigs), so both bundles compile alike.
  const sassSettings: SassSettings = {};
  const sassLoader = {
    loader: path.join(import.meta.dirname, 'sassLoader.cjs'),
    options: {
      compile: (file: string, settings: SassSettings) =>
        compileSass(file, options.siteDir, settings),
      settings: sassSettings,
    },
  };

  const themeDirs = themeLayers(options.siteDir, options.plugins).map((dir) => dir + path.sep);
  // Production only: the dev server runs React, whose fast refresh it uses.
  const preact = !isDev && clientRuntimeOf(options.generatedDir) === 'preact';
  const reactPackages = ['react', 'react-dom', 'scheduler'];
  const singletons = Object.fromEntries(
    Object.entries(singletonAliases()).filter(([name]) => !preact || !reactPackages.includes(name)),
  );

  const config: Configuration = {
    mode: isDev ? 'development' : 'production',
    context: options.siteDir,
    entry,
    // Dev: source maps as eval-cheap-module-source-map gives, but for the site's and the theme's code
    // only (the plugin below): mapping React's large files slowed the dev server's first compile.
    devtool: false,
    output: {
      path: options.outDir,
      publicPath: options.baseUrl,
      filename: isDev ? 'assets/js/[name].js' : 'assets/js/[name].[contenthash:8].js',
      chunkFilename: isDev ? 'assets/js/[name].js' : 'assets/js/[name].[contenthash:8].js',
      hashFunction: 'xxhash64',
      clean: false,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.jsx', '.js', '.mjs', '.json'],
      alias: {
        // One React or Preact (and MDX context) for every page, whatever the site's node_modules holds.
        ...(preact ? preactAliases() : {}),
        ...singletons,
        ...Object.fromEntries(
          Object.entries(options.aliases).map(([k, v]) => [
            PREFIX_ALIASES.includes(k) ? k : `${k}$`,
            v,
          ]),
        ),
        // react-router's package exports only its development build (dev warnings switched on).
        ...(isDev
          ? {}
          : {
              'react-router$': path.join(REACT_ROUTER_DIR, 'dist/production/index.mjs'),
              'react-router/dom$': path.join(REACT_ROUTER_DIR, 'dist/production/dom-export.mjs'),
            }),
      },
      symlinks: true,
      // Docs outside the site folder find the site's packages, then Tessera's.
      modules: ['node_modules', ...fallbackModuleDirs(options.siteDir)],
    },
    module: {
      ...(options.reuseResolution
        ? {
            unsafeCache: (module: webpack.Module) =>
              options.reuseResolution!(module.nameForCondition() ?? ''),
          }
        : {}),
      rules: [
        {
          test: /\.[cm]?[jt]sx?$/,
          // Packages ship plain JavaScript, except third-party themes: their theme folders and
          // any .jsx/.ts(x) file (JSX as written, as in docusaurus-search-local) are compiled too.
          exclude: (file: string) =>
            /[/\\]node_modules[/\\]/.test(file) &&
            !/\.(jsx|tsx?)$/.test(file) &&
            !themeDirs.some((dir) => file.startsWith(dir)),
          use: { loader: require.resolve('swc-loader'), options: swcOptions(isDev) },
        },
        ...(isDev
          ? []
          : [
              {
                test: /[\\/]react-router[\\/]dist[\\/]production[\\/].*\.mjs$/,
                use: { loader: path.join(import.meta.dirname, 'pureReactRouterLoader.cjs') },
              },
            ]),
        {
          test: /\.mdx?$/,
          use: {
            loader: path.join(import.meta.dirname, 'mdxLoader.cjs'),
            options: {
              compileModule: options.compileModule,
              dependencies: options.mdxDependencies,
            },
          },
        },
        { test: /\.module\.css$/, use: cssLoaders(true) },
        { test: /\.css$/, exclude: /\.module\.css$/, use: cssLoaders(false) },
        { test: SASS_MODULE_FILE, use: [...cssLoaders(true), sassLoader] },
        { test: SASS_FILE, exclude: SASS_MODULE_FILE, use: [...cssLoaders(false), sassLoader] },
        {
          oneOf: [
            // Files a stylesheet points at (`url(./x.png)`, `url(@site/static/x.png)`):
            // webpack's own asset modules, which css-loader understands.
            {
              test: ASSET_EXTENSIONS,
              issuer: /\.(css|scss|sass|less)$/i,
              type: 'asset/resource',
              generator: { filename: 'assets/media/[name]-[contenthash:8][ext]' },
            },
            {
              test: /\.svg$/i,
              issuer: SVG_COMPONENT_ISSUER,
              use: [
                { loader: require.resolve('swc-loader'), options: swcOptions(isDev) },
                {
                  loader: path.join(import.meta.dirname, 'svgComponentLoader.cjs'),
                  options: { svgComponentSource },
                },
              ],
            },
            {
              test: ASSET_EXTENSIONS,
              type: 'javascript/auto',
              use: {
                loader: path.join(import.meta.dirname, 'assetLoader.cjs'),
                options: {
                  assetUrl: (f: string) => assetUrl(f, options.baseUrl),
                  baseUrl: options.baseUrl,
                },
              },
            },
          ],
        },
        // `!!raw-loader!file` imports, rewritten by InlineLoaderPlugin: the file's text.
        { resourceQuery: new RegExp(`^\\${RAW_TEXT_QUERY}$`), type: 'asset/source' },
      ],
    },
    plugins: [
      new DefineGlobalsPlugin({
        __TESSERA_DEV__: JSON.stringify(isDev),
        __TESSERA_PREACT__: JSON.stringify(preact),
      }),
      new InlineLoaderPlugin(),
      ...(isDev
        ? [
            withTrustedOptions(() => new (reactRefreshPlugin())({ overlay: false })),
            new webpack.EvalSourceMapDevToolPlugin({
              module: true,
              columns: false,
              exclude: /node_modules/,
            }),
          ]
        : [
            withTrustedOptions(
              () =>
                new MiniCssExtractPlugin({
                  filename: 'assets/css/[name].[contenthash:8].css',
                  chunkFilename: 'assets/css/[name].[contenthash:8].css',
                  ignoreOrder: true,
                }),
            ),
            new MinifyCssPlugin(),
          ]),
    ],
    optimization: {
      // Production: the webpack runtime rides in main, one request less per page (the dev server's
      // HTML shell loads runtime.js and main.js).
      runtimeChunk: isDev ? 'single' : false,
      moduleIds: isDev ? 'named' : 'deterministic',
      chunkIds: isDev ? 'named' : 'deterministic',
      minimize: !isDev,
      minimizer: [
        // swc, not esbuild: esbuild does not drop unused code inside webpack's module functions,
        // which leaves most of react-router in the main chunk.
        // In this process (parallel: false): swc minifies on libuv's threads, every chunk at once,
        // where the default would start a child process that loads swc and minifies one at a time.
        withTrustedOptions(
          () =>
            new (require('terser-webpack-plugin'))({
              minify: require('terser-webpack-plugin').swcMinify,
              parallel: false,
              terserOptions: { ecma: 2020, compress: { passes: 2 }, mangle: true },
            }),
        ),
      ],
      splitChunks: isDev
        ? false
        : {
            chunks: 'all',
            cacheGroups: {
              default: false,
              defaultVendors: false,
              // One stylesheet for the whole site, as Docusaurus ships: a page has a single
              // render-blocking CSS request, and it is cached for every other page.
              styles: {
                type: 'css/mini-extract',
                name: 'styles',
                chunks: 'all',
                enforce: true,
                priority: 30,
              },
              // Code two or more lazy chunks share, grouped by the set of chunks that use it, so a
              // doc page never downloads blog components. Neither grows with the page count.
              // Pieces under 10 KB stay duplicated in the chunks that use them: a page then makes
              // fewer requests for the same bytes.
              shared: {
                minChunks: 2,
                priority: 10,
                minSize: 10_000,
                maxAsyncRequests: 30,
                maxInitialRequests: 30,
                name: (_m: webpack.Module, chunks: webpack.Chunk[]) => sharedChunkName(chunks),
              },
            },
          },
    },
    ...(options.externals ? { externals: options.externals, externalsType: 'var' as const } : {}),
    performance: { hints: false },
    infrastructureLogging: { level: 'error' },
    stats: 'errors-warnings',
    // Dev only, with webpack's memory cache kept between compiles (restoring every module from
    // disk made an edit's compile twice as slow). A build instead reuses the whole previous
    // bundle when its inputs are unchanged (clientBundleReuse.ts). The MDX pipeline version is
    // part of the key: webpack cannot see that compiled output changed.
    cache:
      !isDev || process.env.TESSERA_WEBPACK_CACHE === 'off'
        ? false
        : {
            type: 'filesystem',
            version: `mdx-${PIPELINE_VERSION}`,
            cacheDirectory: path.join(options.cacheDir, 'webpack-dev'),
            buildDependencies: { config: [import.meta.filename] },
          },
    // The lazy-compilation event server listens on the dev server's host only (webpack's default is every interface).
    experiments: isDev
      ? {
          // Code generation and export analysis of modules an edit did not touch are reused.
          cacheUnaffected: true,
          lazyCompilation: {
            imports: true,
            entries: false,
            test: (module: webpack.Module) =>
              options.compileLazily?.(module.nameForCondition() ?? '') ?? true,
            backend: { listen: { host: options.devHost ?? '127.0.0.1' } },
          },
        }
      : {},
  };
  return withPluginConfigs(config, options, {
    utils: configureWebpackUtils(isDev, cssLoaders),
    sassSettings,
  });
}

/**
 * The `utils` Docusaurus passes to configureWebpack: the bundler's name, and the loaders a plugin
 * adding a rule reuses (getStyleLoaders: css-loader with Tessera's CSS module names).
 */
export function configureWebpackUtils(
  isDev: boolean,
  cssLoaders: (modules: boolean) => unknown[] = () => [],
) {
  return {
    currentBundler: { name: 'webpack' as const },
    getStyleLoaders: (_isServer: boolean, cssOptions?: { modules?: unknown }) =>
      cssLoaders(Boolean(cssOptions?.modules)),
    getJSLoader: () => ({ loader: require.resolve('swc-loader'), options: swcOptions(isDev) }),
  };
}

/**
 * A plugin's partial config without its Sass rules (docusaurus-plugin-sass'): Tessera compiles
 * Sass itself on both bundles. Their sass-loader settings are returned to be used instead.
 */
export function withoutSassRules<T extends Configuration>(
  partial: T,
): { partial: T; sass: SassSettings } {
  const rules = partial.module?.rules;
  if (!rules?.some(isSassRule)) return { partial, sass: {} };
  const sass = Object.assign({}, ...rules.filter(isSassRule).map(sassSettingsOf)) as SassSettings;
  return {
    partial: {
      ...partial,
      module: { ...partial.module, rules: rules.filter((r) => !isSassRule(r)) },
    },
    sass,
  };
}

/** Each plugin's configureWebpack in turn, with the config so far (changed in place or merged). */
function withPluginConfigs(
  config: Configuration,
  options: ClientBundleOptions,
  {
    utils,
    sassSettings,
  }: { utils: ReturnType<typeof configureWebpackUtils>; sassSettings: SassSettings },
): Configuration {
  let current = config;
  for (const { plugin } of options.plugins) {
    const returned = plugin.configureWebpack?.(current, false, utils);
    if (!returned) continue;
    const { partial: result, sass } = withoutSassRules(returned);
    Object.assign(sassSettings, sass);
    // `mergeStrategy` tells Docusaurus how to merge; webpack-merge's default (append) is kept.
    const {
      devServer,
      mergeStrategy: _mergeStrategy,
      ...partial
    } = result as typeof result & {
      mergeStrategy?: unknown;
    };
    if (devServer?.setupMiddlewares) options.onDevServerMiddlewares?.(devServer.setupMiddlewares);
    current = mergeConfig(current, partial);
  }
  return current;
}

/**
 * webpack's inline-loader imports written in site code and MDX (`!!raw-loader!./file.ts`, the
 * `name!=!raw-loader!file` form): raw-loader becomes the file's text (`asset/source`, whatever
 * rules match the file), as on the server (./inlineLoaders.ts); another loader is an error naming
 * the importing file. Requests loaders make themselves (style-loader's, from a stylesheet) and
 * packages' own are left alone.
 */
/**
 * webpack's DefinePlugin, made when webpack runs: a build that reuses the previous bundle only
 * describes this config (clientBundleReuse.ts), and DefinePlugin loads webpack's JavaScript
 * parser with it (0.2 s of a warm build's CPU).
 */
class DefineGlobalsPlugin {
  constructor(readonly definitions: Record<string, string>) {}
  apply(compiler: webpack.Compiler) {
    new compiler.webpack.DefinePlugin(this.definitions).apply(compiler);
  }
}

class InlineLoaderPlugin {
  apply(compiler: webpack.Compiler) {
    compiler.hooks.normalModuleFactory.tap('TesseraInlineLoaders', (factory) => {
      factory.hooks.beforeResolve.tap('TesseraInlineLoaders', (data) => {
        if (!isInlineLoaderRequest(data.request)) return;
        const issuer = data.contextInfo.issuer;
        if (!issuer || !/\.(mdx?|[cm]?[jt]sx?)$/i.test(issuer)) return;
        const raw = rawLoaderResource(data.request);
        if ('resource' in raw) data.request = `-!${raw.resource}${RAW_TEXT_QUERY}`;
        else if (!/[/\\]node_modules[/\\]/.test(issuer)) throw new Error(raw.error);
      });
    });
  }
}

/** `common` when the main entry shares the module; else one name per set of lazy chunks. */
function sharedChunkName(chunks: webpack.Chunk[]): string {
  if (chunks.some((c) => c.name === 'main')) return 'common';
  const names = [...new Set(chunks.map((c) => c.name ?? 'other'))].sort();
  const readable = names.join('_');
  return 's-' + (readable.length <= 60 ? readable : hashName(names.join('|')));
}

/** Loaded for the dev server only: a build has no use for it. */
function reactRefreshPlugin(): typeof ReactRefreshPlugin {
  return require('@pmmmwh/react-refresh-webpack-plugin');
}

function hashName(s: string): string {
  let h = 2166136261;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 16777619);
  return (h >>> 0).toString(36);
}

/** A plugin's partial config merged as Docusaurus merges it (webpack-merge: arrays concatenate). */
export function mergeConfig(base: Configuration, partial: Configuration): Configuration {
  return merge(base, partial);
}

/**
 * swc allocates with its own mimalloc, which keeps freed pages for a while and purges them only
 * when the thread that freed them allocates again: the libuv threads that minified sit idle
 * afterwards, so about 40 MB of freed pages stayed resident beside the render threads (cold
 * 1,000-doc build: 81 -> 40 MB in swc's heap). Read when swc is loaded, so set before; a value
 * the user set wins.
 */
function returnSwcMemoryPromptly(): void {
  process.env.MIMALLOC_PURGE_DELAY ??= '0';
}

/** TypeScript and JSX in every script file (Docusaurus sites write JSX in .js). */
function swcOptions(isDev: boolean) {
  return {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      target: 'es2020',
      transform: { react: { runtime: 'automatic', refresh: isDev, development: isDev } },
    },
  };
}
