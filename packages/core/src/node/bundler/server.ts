// The server bundle for static rendering, built with esbuild: every route module in one ESM
// file, third-party packages left external. CSS is dropped; CSS modules and assets get the
// same names as in the client bundle (see ./shared). The dev server's first paint keeps the
// stylesheets instead (`keepStyles`), which esbuild writes beside the bundle as one file.
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import * as esbuild from 'esbuild';
import { ASSET_EXTENSIONS, assetUrl, cssModuleClassName } from './shared';
import { SVG_COMPONENT_ISSUER, svgComponentSource } from './svgComponent';
import { SASS_FILE, SASS_MODULE_FILE, compileSass, type SassSettings } from './sass';
import { rawLoaderResource } from './inlineLoaders';
import { configureWebpackUtils, withoutSassRules } from './client';
import type { Configuration } from 'webpack';
import type { LoadedPlugin } from '../plugins/types';
import {
  BUNDLER_ALIAS,
  SINGLETON_PACKAGES,
  TESSERA_ROOT,
  createAliasUseCheck,
  isEsModuleFile,
  isTesseraSource,
  packageNameOf,
  resolvePackageFile,
} from './packageResolution';

export interface ServerBundleOptions {
  siteDir: string;
  generatedDir: string;
  baseUrl: string;
  aliases: Record<string, string>;
  /** Aliases plugins add for the server through configureWebpack (`resolve.alias`). */
  pluginAliases?: Record<string, string>;
  /** sass-loader settings a plugin's Sass rule gave (docusaurus-plugin-sass' options). */
  sassSettings?: SassSettings;
  compileModule: (file: string, query: string) => Promise<string>;
  /** Default: the generated `server-entry.js`, bundled into `serverBundleFile`. */
  entry?: string;
  outfile?: string;
  /**
   * Bundle the stylesheets (CSS modules with esbuild's own class names, which only this bundle's
   * HTML uses) into `<outfile>.css`, their `url()`s left to the asset URLs the client bundle serves.
   */
  keepStyles?: boolean;
}

const REACT_ROUTER_PRODUCTION = path.join(
  path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist/production/index.js',
);

export interface ServerBundle {
  outfile: string;
  /** Every file the bundle was made from (see serverBundleReuse.ts). */
  inputs: string[];
  /** Whether it compiled Markdown, whose output also depends on the site's permalinks. */
  compiledMarkdown: boolean;
}

/** The bundle file, in the generated folder (kept between builds). */
export const serverBundleFile = (generatedDir: string) =>
  path.join(generatedDir, 'server', 'server.cjs');

/** Namespaces of this file's esbuild plugin: their files are listed as they load. */
const PLUGIN_NAMESPACE = /^(mdx|raw-text|svg-component):/;

export async function buildServerBundle(options: ServerBundleOptions): Promise<ServerBundle> {
  const outfile = options.outfile ?? serverBundleFile(options.generatedDir);
  const keepStyles = options.keepStyles === true;
  const aliasFilter = BUNDLER_ALIAS;
  const usesAliases = createAliasUseCheck();
  // Files read through the plugin: the metafile names them by namespace, or not at all (Sass' imports).
  const pluginInputs = new Set<string>();
  let compiledMarkdown = false;
  const building = esbuild.build({
    metafile: true,
    entryPoints: [options.entry ?? path.join(options.generatedDir, 'server-entry.js')],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target: 'node20',
    jsx: 'automatic',
    logLevel: 'silent',
    // The server renders with React whatever the client runs on (see clientRuntime).
    define: {
      __TESSERA_DEV__: 'false',
      __TESSERA_PREACT__: 'false',
      'process.env.NODE_ENV': '"production"',
    },
    // `import()` of an external package becomes a require with the interop of a static import:
    // a CommonJS module that sets `__esModule` and `exports.default` gives that default, as
    // webpack gives it in the browser (Node's import() would give the whole exports object).
    supported: { 'dynamic-import': false },
    resolveExtensions: ['.tsx', '.ts', '.jsx', '.js', '.mjs', '.json'],
    // Docusaurus sites write JSX in .js files.
    loader: { '.js': 'jsx', '.css': 'css', '.module.css': 'local-css' },
    plugins: [
      {
        name: 'tessera',
        setup(build) {
          if (keepStyles) stylesheetUrls(build, options.baseUrl);
          // webpack's inline-loader imports (`!!raw-loader!./file.ts`, `x.raw!=!raw-loader!file`):
          // raw-loader gives the file's text, as in the client bundle; another loader is refused.
          // First, since such a specifier may start with an alias (`@site/x.json.raw!=!…`).
          build.onResolve({ filter: /!/ }, async (args) => {
            const raw = rawLoaderResource(args.path);
            if ('error' in raw) return { errors: [{ text: raw.error }] };
            const resolved = await build.resolve(raw.resource, {
              kind: args.kind,
              resolveDir: args.resolveDir,
              importer: args.importer,
            });
            if (resolved.errors.length) return { errors: resolved.errors };
            return { path: resolved.path, namespace: 'raw-text' };
          });
          build.onLoad({ filter: /.*/, namespace: 'raw-text' }, async (args) => {
            pluginInputs.add(args.path);
            const text = await fs.promises.readFile(args.path, 'utf8');
            return { contents: `export default ${JSON.stringify(text)};`, loader: 'js' };
          });
          // Aliases plugins give webpack for the server (`name` and `name/…`; `name$` exact).
          for (const [key, target] of Object.entries(options.pluginAliases ?? {})) {
            const exact = key.endsWith('$');
            const name = exact ? key.slice(0, -1) : key;
            const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
            build.onResolve(
              { filter: new RegExp(`^${escaped}${exact ? '$' : '(/.*)?$'}`) },
              (args) =>
                build.resolve(target + args.path.slice(name.length), {
                  kind: args.kind,
                  resolveDir: options.siteDir,
                }),
            );
          }
          // An SVG imported from code or MDX is a React component (svgComponent.ts).
          build.onResolve({ filter: /\.svg$/i }, (args) => {
            if (!SVG_COMPONENT_ISSUER.test(args.importer.replace(/\?.*$/, ''))) return undefined;
            const file = args.path.startsWith('@site/')
              ? path.join(options.siteDir, args.path.slice('@site/'.length))
              : args.path.startsWith('.')
                ? path.resolve(args.resolveDir, args.path)
                : undefined;
            return file ? { path: file, namespace: 'svg-component' } : undefined;
          });
          build.onResolve({ filter: aliasFilter }, (args) => {
            const exact = options.aliases[args.path];
            if (exact) return { path: exact };
            if (args.path.startsWith('@generated/'))
              return {
                path: path.join(options.generatedDir, args.path.slice('@generated/'.length)),
              };
            if (args.path.startsWith('@site/'))
              return build
                .resolve('./' + args.path.slice('@site/'.length), {
                  kind: args.kind,
                  resolveDir: options.siteDir,
                })
                .then((r) => (r.errors.length ? undefined : r));
            return undefined;
          });
          // react-router's package exports only its development build, which renders slower.
          build.onResolve({ filter: /^react-router(-dom)?$/ }, () => ({
            path: REACT_ROUTER_PRODUCTION,
            external: true,
          }));
          // Third-party packages stay external (required at render time), resolved where the
          // importing file can see them (packageResolution.ts); React and friends are Tessera's.
          // An ES module package imported by the site is bundled instead: Node's require cannot
          // load one that imports CSS, and esbuild drops the CSS. So is a package whose code
          // imports Tessera's aliases (a third-party Docusaurus theme): only the bundle has them.
          build.onResolve({ filter: /^[^./]/ }, (args) => {
            if (aliasFilter.test(args.path) || args.path.startsWith('/')) return undefined;
            if (SINGLETON_PACKAGES.includes(packageNameOf(args.path)))
              return {
                path: resolvePackageFile(args.path, TESSERA_ROOT, options.siteDir) ?? args.path,
                external: true,
              };
            // Tessera's own imports are required by their path: the site (outside this
            // repository, with no node_modules of its own) may not see Tessera's packages.
            if (!args.importer || isTesseraSource(args.importer))
              return {
                path:
                  resolvePackageFile(args.path, args.resolveDir || TESSERA_ROOT, options.siteDir) ??
                  args.path,
                external: true,
              };
            const file = resolvePackageFile(args.path, args.resolveDir, options.siteDir);
            if (!file) return undefined;
            // A package's stylesheet goes through the CSS loaders below (dropped on the server).
            if (isEsModuleFile(file) || /\.(css|scss|sass|less)$/i.test(file) || usesAliases(file))
              return { path: file };
            return { path: file, external: true };
          });
          build.onResolve({ filter: /\.mdx?(\?.*)?$/ }, (args) => {
            const [file, query] = args.path.split('?');
            return {
              path: path.resolve(args.resolveDir, file!),
              suffix: query ? `?${query}` : '',
              namespace: 'mdx',
            };
          });
          build.onLoad({ filter: /.*/, namespace: 'mdx' }, async (args) => {
            pluginInputs.add(args.path);
            compiledMarkdown = true;
            return {
              contents: await options.compileModule(args.path, args.suffix ?? ''),
              loader: 'js',
              resolveDir: path.dirname(args.path),
            };
          });
          build.onLoad({ filter: /.*/, namespace: 'svg-component' }, async (args) => {
            pluginInputs.add(args.path);
            const svg = await fs.promises.readFile(args.path, 'utf8');
            return {
              contents: await svgComponentSource(svg, args.path),
              loader: 'jsx',
              resolveDir: path.dirname(args.path),
            };
          });
          if (keepStyles) loadStylesheets(build, options, pluginInputs);
          else dropStylesheets(build, options, pluginInputs);
          build.onLoad({ filter: ASSET_EXTENSIONS }, (args) => ({
            contents: `export default ${JSON.stringify(assetUrl(args.path, options.baseUrl))};`,
            loader: 'js',
          }));
        },
      },
    ],
  });
  const { metafile } = await building.catch((failure: unknown) => {
    throw withExportNames(failure, options.aliases);
  });
  const files = Object.keys(metafile.inputs)
    .filter((key) => !PLUGIN_NAMESPACE.test(key))
    .map((key) => path.resolve(key));
  return { outfile, inputs: [...new Set([...files, ...pluginInputs])], compiledMarkdown };
}

/** Stylesheets dropped; a CSS module gives its class names, as the client bundle names them. */
function dropStylesheets(
  build: esbuild.PluginBuild,
  options: ServerBundleOptions,
  pluginInputs: Set<string>,
): void {
  const classNames = (css: string, file: string) => {
    const names: Record<string, string> = {};
    for (const m of css.replace(/\/\*[\s\S]*?\*\//g, '').matchAll(/\.(-?[_a-zA-Z][\w-]*)/g))
      names[m[1]!] = cssModuleClassName(file, options.siteDir, m[1]!);
    return `export default ${JSON.stringify(names)};`;
  };
  build.onLoad({ filter: /\.module\.css$/ }, async (args) => ({
    contents: classNames(await fs.promises.readFile(args.path, 'utf8'), args.path),
    loader: 'js',
  }));
  // A Sass module is compiled (the site's sass) for its class names; other Sass is dropped.
  build.onLoad({ filter: SASS_MODULE_FILE }, async (args) => {
    const compiled = await sassOrError(args.path, options, pluginInputs);
    if ('errors' in compiled) return compiled;
    return {
      contents: classNames(compiled.css, args.path),
      loader: 'js',
      watchFiles: compiled.files,
    };
  });
  build.onLoad({ filter: /\.(css|scss|sass|less)$/ }, () => ({ contents: '', loader: 'js' }));
}

/** Stylesheets bundled by esbuild: Sass compiled (the site's sass), Less dropped. */
function loadStylesheets(
  build: esbuild.PluginBuild,
  options: ServerBundleOptions,
  pluginInputs: Set<string>,
): void {
  build.onLoad({ filter: SASS_FILE }, async (args) => {
    const compiled = await sassOrError(args.path, options, pluginInputs);
    if ('errors' in compiled) return compiled;
    const loader = SASS_MODULE_FILE.test(args.path) ? 'local-css' : 'css';
    return { contents: compiled.css, loader, watchFiles: compiled.files };
  });
  build.onLoad({ filter: /\.less$/ }, () => ({ contents: '', loader: 'css' }));
}

/** A stylesheet's `url()` stays a URL: the asset's, as the client bundle serves it. */
function stylesheetUrls(build: esbuild.PluginBuild, baseUrl: string): void {
  build.onResolve({ filter: /\.\w+([?#].*)?$/ }, (args) => {
    if (args.kind !== 'url-token') return undefined;
    const [file = ''] = args.path.split(/[?#]/);
    const local = path.resolve(args.resolveDir, file);
    if (
      /^[a-z][\w+.-]*:|^\/\/|^#/i.test(args.path) ||
      !ASSET_EXTENSIONS.test(file) ||
      !fs.existsSync(local)
    )
      return { path: args.path, external: true };
    return { path: assetUrl(local, baseUrl) + args.path.slice(file.length), external: true };
  });
}

async function sassOrError(
  file: string,
  options: ServerBundleOptions,
  pluginInputs: Set<string>,
): Promise<{ css: string; files: string[] } | { errors: esbuild.PartialMessage[] }> {
  try {
    const compiled = await compileSass(file, options.siteDir, options.sassSettings);
    for (const input of compiled.files) pluginInputs.add(input);
    return compiled;
  } catch (error) {
    // The message names the file (and Sass' shows the line): not where it was thrown.
    return { errors: [{ text: (error as Error).message, location: null }] };
  }
}

/**
 * "No matching export in "…/exports/theme-common.ts" for import "x"": said as what the author
 * wrote, `"@docusaurus/theme-common" has no export "x" in Tessera`, at the importing line.
 */
function withExportNames(failure: unknown, aliases: Record<string, string>): unknown {
  const errors = (failure as { errors?: Array<{ text: string }> }).errors;
  if (!errors) return failure;
  for (const error of errors) {
    const match = /^No matching export in "(.+)" for import "(.+)"$/.exec(error.text);
    if (!match) continue;
    const file = path.resolve(match[1]!);
    const name = Object.keys(aliases).find(
      (key) => key.startsWith('@docusaurus/') && aliases[key] === file,
    );
    if (name)
      error.text = `"${name}" has no export "${match[2]}" in Tessera, which implements part of Docusaurus' API (README: "Moving from Docusaurus"). Do without it here, or write it in the site's own code.`;
  }
  return failure;
}

/**
 * What plugins give the server bundle through configureWebpack, asked with `isServer` true as
 * Docusaurus asks: `resolve.alias` entries, and the settings of a Sass rule (docusaurus-plugin-sass).
 */
export function pluginServerConfig(plugins: LoadedPlugin[]): {
  aliases: Record<string, string>;
  sassSettings: SassSettings;
} {
  const aliases: Record<string, string> = {};
  const sassSettings: SassSettings = {};
  for (const { plugin } of plugins) {
    if (!plugin.configureWebpack) continue;
    const config: Configuration = { mode: 'production', resolve: { alias: {} }, plugins: [] };
    const returned = plugin.configureWebpack(config, true, configureWebpackUtils(false));
    const result = returned ? withoutSassRules(returned) : undefined;
    if (result) Object.assign(sassSettings, result.sass);
    for (const source of [config.resolve?.alias, result?.partial.resolve?.alias])
      if (source && !Array.isArray(source))
        for (const [key, value] of Object.entries(source))
          if (typeof value === 'string') aliases[key] = value;
  }
  return { aliases, sassSettings };
}
