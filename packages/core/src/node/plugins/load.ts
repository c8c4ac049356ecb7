import path from 'node:path';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { SiteError, isSiteError } from '../errors';
import { validateWith } from '../config/validate';
import { importFresh } from '../config/load';
import type { LoadContext, LoadedPlugin, PluginFactory } from './types';

type PluginEntry =
  string | PluginFactory | [string | PluginFactory, Record<string, unknown>?] | false | null;

async function resolveFactory(
  spec: string | PluginFactory,
  siteDir: string,
): Promise<{ factory: PluginFactory; label: string }> {
  if (typeof spec === 'function') return { factory: spec, label: spec.name || '(inline plugin)' };
  let file: string;
  try {
    const require = createRequire(path.join(siteDir, 'package.json'));
    file = spec.startsWith('.') ? path.resolve(siteDir, spec) : require.resolve(spec);
  } catch {
    throw new SiteError(`Plugin "${spec}" could not be found.`, {
      hint: 'Check the name in site.config.ts and that the package is installed.',
    });
  }
  // A plugin file of the site is imported afresh, so the dev server sees its edits. A package is
  // imported once: a fresh import would evaluate its whole module graph (the engine included) again.
  const isPackage = !spec.startsWith('.') && !path.isAbsolute(spec);
  const mod = (isPackage ? await import(pathToFileURL(file).href) : await importFresh(file)) as {
    default?: unknown;
  };
  const factory = (
    typeof mod.default === 'function'
      ? mod.default
      : (mod.default as { default?: unknown })?.default
  ) as PluginFactory | undefined;
  if (typeof factory !== 'function')
    throw new SiteError(`Plugin "${spec}" has no default-exported factory function.`, {
      location: { file },
    });
  return { factory, label: spec };
}

/** Instantiates every theme and plugin of the config, validating options and ids. */
export async function loadPlugins(context: LoadContext): Promise<LoadedPlugin[]> {
  const entries = [...context.siteConfig.themes, ...context.siteConfig.plugins] as PluginEntry[];
  const loaded: LoadedPlugin[] = [];
  const seen = new Set<string>();
  for (const entry of entries) {
    if (!entry) continue;
    const [spec, rawOptions] = Array.isArray(entry) ? entry : [entry, {}];
    const { factory, label } = await resolveFactory(spec, context.siteDir);
    let options = rawOptions ?? {};
    if (factory.optionsSchema) {
      options = validateWith(
        factory.optionsSchema,
        options,
        `Options of plugin "${label}"`,
        context.siteConfigPath,
      ) as Record<string, unknown>;
    }
    const id = typeof options.id === 'string' ? options.id : 'default';
    let plugin;
    try {
      plugin = await factory(context, options);
    } catch (error) {
      throw pluginError(error, label, id, 'initialising');
    }
    const key = `${plugin.name}@${id}`;
    if (seen.has(key)) {
      throw new SiteError(`Plugin "${plugin.name}" is used twice with the id "${id}".`, {
        location: { file: context.siteConfigPath },
        hint: 'Give each instance its own `id` option.',
      });
    }
    seen.add(key);
    loaded.push({ plugin, name: plugin.name, id, options });
  }
  return loaded;
}

/** Wraps an error thrown inside a plugin so the message names the plugin and its id. */
export function pluginError(error: unknown, name: string, id: string, phase: string): Error {
  if (isSiteError(error)) {
    if (!error.message.includes(`plugin "${name}"`))
      error.message = `[plugin "${name}", id "${id}"] ${error.message}`;
    return error;
  }
  const message = error instanceof Error ? error.message : String(error);
  return new SiteError(`Plugin "${name}" (id "${id}") failed while ${phase}: ${message}`, {
    cause: error,
  });
}
