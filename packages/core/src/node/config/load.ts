import fs from 'node:fs';
import path from 'node:path';
import { importSiteModule } from './siteModule';
import { SiteError } from '../errors';
import { siteConfigSchema, type SiteConfig } from './schema';
import { validateWith } from './validate';
import { fromDocusaurusConfig, isDocusaurusConfigFile } from '../docusaurus/config';

export const CONFIG_FILES = [
  'site.config.ts',
  'site.config.mts',
  'site.config.js',
  'site.config.mjs',
  // A Docusaurus 3 site builds as it is (see ../docusaurus/config.ts).
  'docusaurus.config.ts',
  'docusaurus.config.mts',
  'docusaurus.config.js',
  'docusaurus.config.mjs',
  'docusaurus.config.cjs',
];

export function findConfigFile(siteDir: string): string {
  for (const name of CONFIG_FILES) {
    const file = path.join(siteDir, name);
    if (fs.existsSync(file)) return file;
  }
  throw new SiteError(`No site config found in ${siteDir}.`, {
    hint: `Create one of: ${CONFIG_FILES.join(', ')}.`,
  });
}

/**
 * Imports a module of the site freshly, so the dev server sees edits and each locale's build runs
 * the config again (it may read DOCUSAURUS_CURRENT_LOCALE at its top level).
 */
export async function importFresh<T = Record<string, unknown>>(file: string): Promise<T> {
  return importSiteModule<T>(file);
}

/** Loads `site.config.ts`, runs it, and validates it against the schema. */
export async function loadSiteConfig(
  siteDir: string,
): Promise<{ config: SiteConfig; file: string }> {
  const file = findConfigFile(siteDir);
  let mod: { default?: unknown };
  try {
    mod = await importFresh(file);
  } catch (error) {
    throw new SiteError(`Could not load the site config: ${(error as Error).message}`, {
      location: { file },
      cause: error,
    });
  }
  let raw = mod.default;
  // A CommonJS-compiled config arrives wrapped once more.
  if (raw && typeof raw === 'object' && 'default' in raw && Object.keys(raw).length === 1)
    raw = (raw as { default: unknown }).default;
  if (typeof raw === 'function') raw = await (raw as () => unknown)();
  if (!raw || typeof raw !== 'object') {
    throw new SiteError('The site config has no default export.', {
      location: { file },
      hint: 'Add `export default { title: ..., url: ... }`.',
    });
  }
  if (isDocusaurusConfigFile(file)) raw = fromDocusaurusConfig(raw as Record<string, unknown>);
  const config = validateWith(siteConfigSchema, raw, 'The site config', file);
  return { config, file };
}
