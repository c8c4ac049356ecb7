// Sass (`.scss`, `.sass`), as docusaurus-plugin-sass gives it to Docusaurus sites: a site's
// `customCss` or a component's `import styles from './x.module.scss'`. Both bundles compile a file
// with the same function and the site's own `sass` package (Tessera brings none), so a CSS
// module's class names are the same on the server and in the browser (see ./shared).
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { SiteError } from '../errors';
import { log } from '../logger';

export const SASS_FILE = /\.s[ac]ss$/i;
export const SASS_MODULE_FILE = /\.module\.s[ac]ss$/i;

/** Options a site's docusaurus-plugin-sass passes on (sass-loader's `sassOptions`, `additionalData`). */
export interface SassSettings {
  /** Folders `@use`/`@import` search (Sass' `loadPaths`; legacy `includePaths` too). */
  loadPaths?: string[];
  /** Text put before every entry file (sass-loader's `additionalData`, when a string). */
  additionalData?: string;
}

interface SassCompiler {
  compileStringAsync(
    source: string,
    options: Record<string, unknown>,
  ): Promise<{ css: string; loadedUrls: URL[] }>;
}

const compilers = new Map<string, { compiler: SassCompiler; packageFile: string }>();

/** The site's Sass compiler (`sass`, else `sass-embedded`), found from the site folder as Node would. */
function siteSass(siteDir: string): { compiler: SassCompiler; packageFile: string } | null {
  const known = compilers.get(siteDir);
  if (known) return known;
  const fromSite = createRequire(path.join(siteDir, 'package.json'));
  let found: { compiler: SassCompiler; packageFile: string } | null = null;
  for (const name of ['sass', 'sass-embedded']) {
    try {
      // Its package.json (not exported by sass) marks the version: a bundle made with another is stale.
      const main = fromSite.resolve(name);
      let dir = path.dirname(main);
      while (!fs.existsSync(path.join(dir, 'package.json')) && dir !== path.dirname(dir))
        dir = path.dirname(dir);
      found = {
        compiler: fromSite(main) as SassCompiler,
        packageFile: path.join(dir, 'package.json'),
      };
      break;
    } catch {
      // Not installed: the next one.
    }
  }
  // Only a found compiler is remembered: the dev server sees one installed after an error.
  if (found) compilers.set(siteDir, found);
  return found;
}

/** The error for a Sass file in a site without a Sass compiler: names the file and the fix. */
export function missingSassError(file: string, siteDir: string): SiteError {
  const error = new SiteError(
    `${path.relative(siteDir, file) || file} is a Sass file, and the site has no "sass" package to compile it. Install it in the site: npm install --save-dev sass (or yarn add --dev sass).`,
    { location: { file } },
  );
  // webpack prints a loader error's message, not its stack.
  return Object.assign(error, { hideStack: true });
}

/**
 * `~pkg/file` (webpack's sass-loader form) and bare `pkg/file` look in the site's node_modules
 * folders; `@site/…` starts at the site folder. Sass tries the importing file's folder first.
 */
function packageImporter(siteDir: string) {
  const moduleDirs: string[] = [];
  for (let dir = siteDir; ; dir = path.dirname(dir)) {
    const candidate = path.join(dir, 'node_modules');
    if (fs.existsSync(candidate)) moduleDirs.push(candidate);
    if (dir === path.dirname(dir)) break;
  }
  return {
    findFileUrl(url: string): URL | null {
      if (url.startsWith('@site/')) return pathToFileURL(path.join(siteDir, url.slice(6)));
      const bare = url.startsWith('~') ? url.slice(1) : url;
      if (/^[./]|^[a-z][\w+.-]*:/i.test(bare)) return null;
      const name = bare
        .split('/')
        .slice(0, bare.startsWith('@') ? 2 : 1)
        .join('/');
      for (const dir of moduleDirs)
        if (fs.existsSync(path.join(dir, name))) return pathToFileURL(path.join(dir, bare));
      return null;
    },
  };
}

/** A Sass file compiled to CSS, with the files it read (for watching and bundle reuse). */
export async function compileSass(
  file: string,
  siteDir: string,
  settings: SassSettings = {},
): Promise<{ css: string; files: string[] }> {
  const sass = siteSass(siteDir);
  if (!sass) throw missingSassError(file, siteDir);
  const source = await fs.promises.readFile(file, 'utf8');
  const result = await sass.compiler.compileStringAsync((settings.additionalData ?? '') + source, {
    url: pathToFileURL(file),
    syntax: /\.sass$/i.test(file) ? 'indented' : 'scss',
    style: 'expanded',
    loadPaths: settings.loadPaths ?? [],
    importers: [packageImporter(siteDir)],
    // Deprecation notices (`@import`, global functions) concern the site's Sass version, not
    // the build: other warnings (`@warn`) are printed.
    quietDeps: true,
    logger: {
      warn(message: string, options: { deprecation?: boolean }) {
        if (!options.deprecation) log.warn(`${path.relative(siteDir, file)}: ${message}`);
      },
      debug() {},
    },
  });
  const files = result.loadedUrls
    .filter((url) => url.protocol === 'file:')
    .map((url) => fileURLToPath(url));
  return { css: result.css, files: [...new Set([file, ...files, sass.packageFile])] };
}

interface RuleLike {
  test?: unknown;
  use?: unknown;
  loader?: unknown;
  options?: unknown;
  oneOf?: unknown;
  rules?: unknown;
}

/** Does this webpack rule handle Sass files (a `test` that matches `x.scss` or `x.sass`)? */
export function isSassRule(rule: unknown): boolean {
  if (!rule || typeof rule !== 'object') return false;
  const { test } = rule as RuleLike;
  const matches = (t: unknown): boolean =>
    t instanceof RegExp
      ? t.test('x.scss') || t.test('x.sass')
      : typeof t === 'string'
        ? /\.s[ac]ss$/.test(t)
        : typeof t === 'function'
          ? Boolean(t('x.scss'))
          : Array.isArray(t) && t.some(matches);
  return matches(test);
}

/** The settings a plugin's Sass rule passes to sass-loader (`sassOptions`, `additionalData`). */
export function sassSettingsOf(rule: unknown): SassSettings {
  const settings: SassSettings = {};
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(visit);
    if (!node || typeof node !== 'object') return;
    const entry = node as RuleLike;
    if (typeof entry.loader === 'string' && entry.loader.includes('sass-loader')) {
      const options = (entry.options ?? {}) as {
        sassOptions?: { loadPaths?: string[]; includePaths?: string[] };
        additionalData?: unknown;
      };
      const paths = [
        ...(options.sassOptions?.loadPaths ?? []),
        ...(options.sassOptions?.includePaths ?? []),
      ];
      if (paths.length) settings.loadPaths = paths;
      if (typeof options.additionalData === 'string')
        settings.additionalData = options.additionalData;
    }
    visit(entry.use);
    visit(entry.oneOf);
    visit(entry.rules);
  };
  visit(rule);
  return settings;
}
