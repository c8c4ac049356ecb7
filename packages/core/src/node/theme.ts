// Theme layering: `@theme/X` resolves to the first layer that has X (the site's own theme folder,
// then plugin themes, later plugins first, then the core fallbacks); `@theme-original/X` is the
// next layer down, so a site can wrap a component instead of copying it.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { LoadedPlugin } from './plugins/types';
import { listFilesRecursively, posixRelative } from './paths';

export const CORE_FALLBACK_THEME = fileURLToPath(
  new URL('../client/theme-fallback', import.meta.url),
);
const EXTENSIONS = ['.tsx', '.ts', '.jsx', '.js'];

export function themeLayers(siteDir: string, plugins: LoadedPlugin[]): string[] {
  const layers: string[] = [];
  for (const dir of ['content/theme', 'src/theme']) {
    const abs = path.join(siteDir, dir);
    if (fs.existsSync(abs)) layers.push(abs);
  }
  for (const p of [...plugins].reverse()) {
    const themePath = p.plugin.getThemePath?.();
    // Docusaurus resolves a relative theme path from the plugin module's folder.
    if (themePath) layers.push(p.file ? path.resolve(path.dirname(p.file), themePath) : themePath);
  }
  layers.push(CORE_FALLBACK_THEME);
  return layers;
}

/** Component name (e.g. `DocItem/Layout`) -> file, for one theme folder. */
export function componentsIn(dir: string): Map<string, string> {
  const found = new Map<string, string>();
  if (!fs.existsSync(dir)) return found;
  // In walk order: of two files with one name (Button.tsx, Button.js), the first listed wins.
  for (const abs of listFilesRecursively(dir)) {
    const ext = path.extname(abs);
    if (!EXTENSIONS.includes(ext) || path.basename(abs).includes('.test.')) continue;
    const rel = posixRelative(dir, abs).slice(0, -ext.length);
    const name = rel.endsWith('/index') ? rel.slice(0, -'/index'.length) : rel;
    // A folder's index wins over a sibling file of the same name.
    if (!found.has(name) || rel.endsWith('/index')) found.set(name, abs);
  }
  return found;
}

/** The alias table for both bundlers: exact module names -> files. */
export function themeAliases(layers: string[]): Record<string, string> {
  const aliases: Record<string, string> = {};
  const perLayer = layers.map(componentsIn);
  const names = new Set(perLayer.flatMap((m) => [...m.keys()]));
  for (const name of names) {
    const providers = perLayer.map((m) => m.get(name)).filter((f): f is string => !!f);
    aliases[`@theme/${name}`] = providers[0]!;
    if (providers[1]) aliases[`@theme-original/${name}`] = providers[1];
    else aliases[`@theme-original/${name}`] = providers[0]!;
    aliases[`@theme-init/${name}`] = providers[providers.length - 1]!;
  }
  return aliases;
}

/** `@docusaurus/X` -> our runtime's export of the same name, so Docusaurus content builds unchanged. */
export const CLIENT_EXPORTS_DIR = fileURLToPath(new URL('../client/exports', import.meta.url));

/** `@docusaurus/<name>` with a slash in the name -> the file under exports/ that stands for it. */
const SUBPATH_EXPORTS: Record<string, string> = {
  'theme-common/internal': 'theme-common-internal.ts',
  'plugin-content-docs/client': 'plugin-content-docs-client.ts',
  'plugin-content-blog/client': 'plugin-content-blog-client.ts',
};

/** Prefix aliases (`@site/…`, `@generated/…`): every other alias names one module exactly. */
export const PREFIX_ALIASES = ['@site', '@generated'];

export function compatAliases(generatedDir: string, siteDir: string): Record<string, string> {
  const aliases: Record<string, string> = { '@generated': generatedDir, '@site': siteDir };
  for (const file of fs.readdirSync(CLIENT_EXPORTS_DIR)) {
    if (!/\.(tsx?|jsx?)$/.test(file)) continue;
    const name = file.replace(/\.(tsx?|jsx?)$/, '');
    aliases[`@docusaurus/${name}`] = path.join(CLIENT_EXPORTS_DIR, file);
    aliases[`@tessera/${name}`] = path.join(CLIENT_EXPORTS_DIR, file);
  }
  // Entries of Docusaurus packages that have a path below the package name.
  for (const [name, file] of Object.entries(SUBPATH_EXPORTS))
    aliases[`@docusaurus/${name}`] = path.join(CLIENT_EXPORTS_DIR, file);
  return aliases;
}
