// Where a bare import (`clsx`, `react`) comes from, for both bundles. Docs often live outside the
// site folder (`../docs`), where walking up from the importing file finds no node_modules: after
// the importer's own folders come the site's node_modules, then Tessera's. React and the few
// packages whose state must be shared (one context, one hooks dispatcher) are always Tessera's.
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/** The repository root of Tessera (packages/, plugins/, theme/ and its node_modules). */
export const TESSERA_ROOT = path.resolve(import.meta.dirname, '../../../../..');

/** Packages every page must share with Tessera's runtime: one copy each. */
export const SINGLETON_PACKAGES = ['react', 'react-dom', 'scheduler', '@mdx-js/react'];

/** `react/jsx-runtime` -> `react`; `@scope/pkg/sub` -> `@scope/pkg`. */
export function packageNameOf(specifier: string): string {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!;
}

/** Folders searched for packages after the importer's own: the site's, then Tessera's. */
export function fallbackModuleDirs(siteDir: string): string[] {
  return [path.join(siteDir, 'node_modules'), path.join(TESSERA_ROOT, 'node_modules')];
}

/** Folder of each singleton package in Tessera's node_modules (aliases for both bundlers). */
export function singletonAliases(): Record<string, string> {
  const aliases: Record<string, string> = {};
  for (const name of SINGLETON_PACKAGES) {
    try {
      aliases[name] = path.dirname(require.resolve(`${name}/package.json`));
    } catch {
      // Not installed (scheduler comes with react-dom): nothing to pin.
    }
  }
  return aliases;
}

/** Is this file Tessera's own code (engine, plugins, theme), not the site's? */
export function isTesseraSource(file: string): boolean {
  const relative = path.relative(TESSERA_ROOT, file);
  if (relative.startsWith('..') || path.isAbsolute(relative)) return false;
  return /^(packages|plugins|theme)[/\\]/.test(relative) && !relative.includes('node_modules');
}

/** Resolves a bare import as Node would from `fromDir`, then from the fallback folders. */
export function resolvePackageFile(
  specifier: string,
  fromDir: string,
  siteDir: string,
): string | undefined {
  for (const base of [fromDir, ...fallbackModuleDirs(siteDir)]) {
    try {
      return createRequire(path.join(base, 'noop.js')).resolve(specifier);
    } catch {
      // Next place.
    }
  }
  return undefined;
}

/** Module names only the bundlers know (Tessera's aliases), never Node's require. */
export const BUNDLER_ALIAS =
  /^(@docusaurus|@theme|@theme-original|@theme-init|@generated|@site|@tessera)(\/|$)/;

/** Import and require specifiers written in a module's source (a regex scan, no parse). */
const SPECIFIER =
  /(?:\bfrom\s*|\bimport\s*\(\s*|\brequire\s*\(\s*|^\s*import\s*)(['"])([^'"\n]+)\1/gm;

/**
 * Does this package file, or a file it imports relatively, import a name only the bundlers know
 * (`@docusaurus/Link`, `@theme/CodeBlock`, `@generated/…`)? Third-party themes written for
 * Docusaurus do (docusaurus-theme-github-codeblock's CommonJS client code): Node's require
 * cannot load them, so the server bundle bundles them with the aliases. The package's own
 * relative imports are followed; other packages are judged when they are imported. Answers are
 * cached per file.
 */
export function createAliasUseCheck(): (file: string) => boolean {
  const cache = new Map<string, boolean>();
  return (entry) => {
    const known = cache.get(entry);
    if (known !== undefined) return known;
    const seen = new Set<string>([entry]);
    const queue = [entry];
    let uses = false;
    while (!uses && queue.length && seen.size < 2000) {
      const file = queue.shift()!;
      if (!/\.[cm]?jsx?$/.test(file)) continue;
      let source: string;
      try {
        source = fs.readFileSync(file, 'utf8');
      } catch {
        continue;
      }
      const local = createRequire(file);
      for (const match of source.matchAll(SPECIFIER)) {
        const specifier = match[2]!;
        if (BUNDLER_ALIAS.test(specifier)) {
          uses = true;
          break;
        }
        if (!specifier.startsWith('.')) continue;
        try {
          const target = local.resolve(specifier);
          if (!seen.has(target)) {
            seen.add(target);
            queue.push(target);
          }
        } catch {
          // Not a file (a template string, a missing optional file): nothing to follow.
        }
      }
    }
    cache.set(entry, uses);
    return uses;
  };
}

/** An ES module file (which Node's require cannot load when it imports CSS): bundle it. */
export function isEsModuleFile(file: string): boolean {
  if (file.endsWith('.mjs')) return true;
  if (!file.endsWith('.js')) return false;
  for (let dir = path.dirname(file); dir !== path.dirname(dir); dir = path.dirname(dir)) {
    const manifest = path.join(dir, 'package.json');
    if (!fs.existsSync(manifest)) continue;
    try {
      return (JSON.parse(fs.readFileSync(manifest, 'utf8')) as { type?: string }).type === 'module';
    } catch {
      return false;
    }
  }
  return false;
}
