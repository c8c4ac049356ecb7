// The server bundle for static rendering, built with esbuild: every route module in one ESM
// file, third-party packages left external. CSS is dropped; CSS modules and assets get the
// same names as in the client bundle (see ./shared).
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import * as esbuild from 'esbuild';
import { ASSET_EXTENSIONS, assetUrl, cssModuleClassName } from './shared';
import { SVG_COMPONENT_ISSUER, svgComponentSource } from './svgComponent';
import {
  SINGLETON_PACKAGES,
  TESSERA_ROOT,
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
  compileModule: (file: string, query: string) => Promise<string>;
}

const REACT_ROUTER_PRODUCTION = path.join(
  path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist/production/index.js',
);

export async function buildServerBundle(options: ServerBundleOptions): Promise<string> {
  const outfile = path.join(options.generatedDir, 'server', 'server.cjs');
  const aliasFilter =
    /^(@theme|@theme-original|@theme-init|@docusaurus|@tessera|@generated|@site)(\/|$)/;
  await esbuild.build({
    entryPoints: [path.join(options.generatedDir, 'server-entry.js')],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target: 'node20',
    jsx: 'automatic',
    logLevel: 'silent',
    define: { __TESSERA_DEV__: 'false', 'process.env.NODE_ENV': '"production"' },
    resolveExtensions: ['.tsx', '.ts', '.jsx', '.js', '.mjs', '.json'],
    // Docusaurus sites write JSX in .js files.
    loader: { '.js': 'jsx' },
    plugins: [
      {
        name: 'tessera',
        setup(build) {
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
          // load one that imports CSS, and esbuild drops the CSS.
          build.onResolve({ filter: /^[^./]/ }, (args) => {
            if (aliasFilter.test(args.path) || args.path.startsWith('/')) return undefined;
            if (SINGLETON_PACKAGES.includes(packageNameOf(args.path)))
              return {
                path: resolvePackageFile(args.path, TESSERA_ROOT, options.siteDir) ?? args.path,
                external: true,
              };
            if (!args.importer || isTesseraSource(args.importer))
              return { path: args.path, external: true };
            const file = resolvePackageFile(args.path, args.resolveDir, options.siteDir);
            if (!file) return undefined;
            // A package's stylesheet goes through the CSS loaders below (dropped on the server).
            if (isEsModuleFile(file) || /\.(css|scss|sass|less)$/i.test(file))
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
          build.onLoad({ filter: /.*/, namespace: 'mdx' }, async (args) => ({
            contents: await options.compileModule(args.path, args.suffix ?? ''),
            loader: 'js',
            resolveDir: path.dirname(args.path),
          }));
          build.onLoad({ filter: /.*/, namespace: 'svg-component' }, async (args) => ({
            contents: await svgComponentSource(
              await fs.promises.readFile(args.path, 'utf8'),
              args.path,
            ),
            loader: 'jsx',
            resolveDir: path.dirname(args.path),
          }));
          build.onLoad({ filter: /\.module\.css$/ }, async (args) => {
            const css = await fs.promises.readFile(args.path, 'utf8');
            const names: Record<string, string> = {};
            for (const m of css.replace(/\/\*[\s\S]*?\*\//g, '').matchAll(/\.(-?[_a-zA-Z][\w-]*)/g))
              names[m[1]!] = cssModuleClassName(args.path, options.siteDir, m[1]!);
            return { contents: `export default ${JSON.stringify(names)};`, loader: 'js' };
          });
          build.onLoad({ filter: /\.(css|scss|sass|less)$/ }, () => ({
            contents: '',
            loader: 'js',
          }));
          build.onLoad({ filter: ASSET_EXTENSIONS }, (args) => ({
            contents: `export default ${JSON.stringify(assetUrl(args.path, options.baseUrl))};`,
            loader: 'js',
          }));
        },
      },
    ],
  });
  return outfile;
}
