// A module of the site (its config, sidebars, a local plugin), TypeScript or JavaScript, ES
// module or CommonJS, run without module hooks: esbuild bundles it with the files it imports
// relatively, the packages it imports are named by their resolved file URLs, and the result is
// imported from a data: URL. Registering a TypeScript loader (tsx) for it routed every later
// import of the build, the engine's included, through that loader's thread.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type * as esbuild from 'esbuild';
import { importableUrl } from '../bundledModules';

/**
 * The query of the URL a site module's stack frames name (its file's URL): their lines are the
 * bundle's, not the file's, so only the file is known.
 */
export const SITE_MODULE_QUERY = '?tessera-site-module';

let imports = 0;

/** Runs `file` anew (a fresh module each time, so edits and per-locale runs see their own). */
export async function importSiteModule<T>(file: string): Promise<T> {
  const { build } = await import('esbuild');
  const result = await build({
    entryPoints: [file],
    bundle: true,
    write: false,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    logLevel: 'silent',
    // A config may require() packages (CommonJS), and read its own location.
    banner: {
      js: `import { createRequire as __tesseraRequire } from 'node:module'; const require = __tesseraRequire(${JSON.stringify(pathToFileURL(file).href)});`,
    },
    // Only names the module does not declare itself are replaced (its own `__dirname` stays).
    define: {
      'import.meta.url': '__tesseraModuleUrl',
      'import.meta.dirname': '__tesseraModuleDirname',
      'import.meta.filename': '__tesseraModuleFilename',
      __dirname: '__tesseraModuleDirname',
      __filename: '__tesseraModuleFilename',
    },
    plugins: [packagesByUrl, ownLocation],
  });
  const code =
    result.outputFiles[0]!.text +
    // Stack frames name the file; the time makes each import a new module.
    `\n//# sourceURL=${pathToFileURL(file).href}${SITE_MODULE_QUERY}&n=${++imports}\n`;
  return (await import(`data:text/javascript;base64,${Buffer.from(code).toString('base64')}`)) as T;
}

/** Bare imports stay imports, of the file esbuild resolves them to from the importing file. */
const packagesByUrl: esbuild.Plugin = {
  name: 'tessera-packages-by-url',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, async (args) => {
      if (args.pluginData === 'resolving' || args.path.startsWith('node:')) return undefined;
      const resolved = await build.resolve(args.path, {
        kind: args.kind,
        resolveDir: args.resolveDir,
        importer: args.importer,
        pluginData: 'resolving',
      });
      if (resolved.errors.length || !path.isAbsolute(resolved.path))
        return { path: args.path, external: true };
      // require() takes a path, import a URL. The engine's own packages (`@tessera/core/node`)
      // are the modules the engine runs, from its bundle when it runs from one.
      const byPath = args.kind === 'require-call' || args.kind === 'require-resolve';
      const url = importableUrl(resolved.path) ?? pathToFileURL(resolved.path).href;
      return { path: byPath ? resolved.path : url, external: true };
    });
  },
};

/** Each bundled file sees its own location (`__dirname`, `import.meta.url`), not the bundle's. */
const ownLocation: esbuild.Plugin = {
  name: 'tessera-site-own-location',
  setup(build) {
    build.onLoad({ filter: /\.[cm]?[jt]sx?$/ }, (args) => {
      if (args.path.includes(`${path.sep}node_modules${path.sep}`)) return undefined;
      const text = fs.readFileSync(args.path, 'utf8');
      const declarations =
        `var __tesseraModuleUrl = ${JSON.stringify(pathToFileURL(args.path).href)}, ` +
        `__tesseraModuleDirname = ${JSON.stringify(path.dirname(args.path))}, ` +
        `__tesseraModuleFilename = ${JSON.stringify(args.path)};`;
      const extension = path.extname(args.path).slice(1).replace(/^[cm]/, '');
      return {
        contents: declarations + text,
        loader: extension as esbuild.Loader,
      };
    });
  },
};
