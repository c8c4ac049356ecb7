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
