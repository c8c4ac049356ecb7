import path from 'node:path';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { SiteError, isSiteError } from '../errors';
import { validateWith } from '../config/validate';
import { importFresh } from '../config/load';
import { importableUrl } from '../bundledModules';
import { adaptDocusaurusOptions } from '../docusaurus/options';
import { z } from 'zod';
import type { LoadContext, LoadedPlugin, PluginFactory } from './types';

type PluginEntry =
  string | PluginFactory | [string | PluginFactory, Record<string, unknown>?] | false | null;

/** A plugin module: its factory and the validators Docusaurus plugins export beside it. */
interface PluginModule {
  factory: PluginFactory;
  label: string;
  file?: string;
  validateOptions?: (args: { options: unknown; validate: Validate }) => unknown;
  validateThemeConfig?: (args: { themeConfig: unknown; validate: Validate }) => unknown;
}

/** `validate(schema, value)` as plugins call it: a zod schema, or a Joi-like one (Docusaurus). */
type Validate = (schema: unknown, value: unknown) => unknown;

const TYPESCRIPT_FILE = /\.[cm]?tsx?$/;

async function resolvePluginModule(
  spec: string | PluginFactory,
  siteDir: string,
): Promise<PluginModule> {
  if (typeof spec === 'function') return { factory: spec, label: spec.name || '(inline plugin)' };
  const file = resolvePluginFile(spec, siteDir);
  // A plugin file of the site is imported afresh, so the dev server sees its edits. A package is
  // imported once: a fresh import would evaluate its whole module graph (the engine included) again.
  const isPackage = !spec.startsWith('.') && !path.isAbsolute(spec);
  // A package's TypeScript file the engine's bundle does not hold (a deep path such as the
  // theme's mermaid module) runs as a site module: nothing loads TypeScript at run time.
  const bundled = importableUrl(file);
  const mod = (
    bundled
      ? await import(bundled)
      : isPackage && !TYPESCRIPT_FILE.test(file)
        ? await import(pathToFileURL(file).href)
        : await importFresh(file)
  ) as Record<string, unknown>;
  // CommonJS modules arrive as `{default: module.exports}`, sometimes wrapped once more.
  const inner = (mod.default ?? {}) as Record<string, unknown>;
  const exportsOf = typeof mod.default === 'function' ? mod : { ...inner, ...mod };
  const factory = [mod.default, inner.default].find((f) => typeof f === 'function') as
    PluginFactory | undefined;
  if (typeof factory !== 'function')
    throw new SiteError(`Plugin "${spec}" has no default-exported factory function.`, {
      location: { file },
    });
  const pick = (name: string) =>
    [exportsOf[name], inner[name], (factory as unknown as Record<string, unknown>)[name]].find(
      (f) => typeof f === 'function',
    ) as PluginModule['validateOptions'];
  return {
    factory,
    label: spec,
    file,
    validateOptions: pick('validateOptions'),
    validateThemeConfig: pick('validateThemeConfig') as PluginModule['validateThemeConfig'],
  };
}

/** `key`: the site config key the value sits under, so problems are reported with its full path. */
/** A path, else a package from the site's folder, else one of Tessera's own packages. */
function resolvePluginFile(spec: string, siteDir: string): string {
  if (spec.startsWith('.') || path.isAbsolute(spec)) return path.resolve(siteDir, spec);
  for (const from of [path.join(siteDir, 'package.json'), import.meta.filename]) {
    try {
      return createRequire(from).resolve(spec);
    } catch {
      // Next place.
    }
  }
  throw new SiteError(`Plugin "${spec}" could not be found.`, {
    hint: 'Check the name in the site config and that the package is installed.',
  });
}

function validatorFor(what: string, file: string, key?: string): Validate {
  return (schema, value) => {
    const candidate = schema as {
      safeParse?: unknown;
      validate?: (v: unknown, o?: unknown) => { value: unknown; error?: Error };
    };
    if (typeof candidate.safeParse === 'function') {
      if (!key) return validateWith(schema as z.ZodType, value, what, file);
      const wrapped = z.object({ [key]: schema as z.ZodType });
      return validateWith(wrapped, { [key]: value }, what, file)[key];
    }
    if (typeof candidate.validate === 'function') {
      const { value: validated, error } = candidate.validate(value, { convert: false });
      if (error)
        throw new SiteError(`${what} is invalid: ${error.message}`, { location: { file } });
      return validated;
    }
    throw new SiteError(`${what}: the plugin passed validate() something that is not a schema.`);
  };
}

/** Instantiates every theme and plugin of the config, validating options, theme config and ids. */
export async function loadPlugins(context: LoadContext): Promise<LoadedPlugin[]> {
  const entries = [...context.siteConfig.themes, ...context.siteConfig.plugins] as PluginEntry[];
  const modules: Array<{ module: PluginModule; options: Record<string, unknown> }> = [];
  for (const entry of entries) {
    if (!entry) continue;
    const [spec, rawOptions] = Array.isArray(entry) ? entry : [entry, {}];
    const module = await resolvePluginModule(spec, context.siteDir);
    modules.push({ module, options: validateOptions(module, rawOptions ?? {}, context) });
  }
  // Every theme validates its part of themeConfig before any factory reads it.
  for (const { module } of modules) {
    if (!module.validateThemeConfig) continue;
    context.siteConfig.themeConfig = module.validateThemeConfig({
      themeConfig: context.siteConfig.themeConfig,
      validate: validatorFor('The site config', context.siteConfigPath, 'themeConfig'),
    }) as Record<string, unknown>;
  }
  const loaded: LoadedPlugin[] = [];
  const seen = new Set<string>();
  for (const { module, options } of modules) {
    const id = typeof options.id === 'string' ? options.id : 'default';
    let plugin;
    try {
      plugin = await module.factory(context, options);
    } catch (error) {
      throw pluginError(error, module.label, id, 'initialising');
    }
    if (!plugin) continue; // Docusaurus lets a factory return null to opt out.
    const key = `${plugin.name}@${id}`;
    if (seen.has(key)) {
      throw new SiteError(`Plugin "${plugin.name}" is used twice with the id "${id}".`, {
        location: { file: context.siteConfigPath },
        hint: 'Give each instance its own `id` option.',
      });
    }
    seen.add(key);
    loaded.push({ plugin, file: module.file, name: plugin.name, id, options });
  }
  return loaded;
}

function validateOptions(
  module: PluginModule,
  options: Record<string, unknown>,
  context: LoadContext,
): Record<string, unknown> {
  const what = `Options of plugin "${module.label}"`;
  options = adaptDocusaurusOptions(
    options,
    module.factory.optionsSchema,
    `plugin "${module.label}"`,
  );
  if (module.factory.optionsSchema)
    return validateWith(module.factory.optionsSchema, options, what, context.siteConfigPath);
  if (module.validateOptions)
    return module.validateOptions({
      options,
      validate: validatorFor(what, context.siteConfigPath),
    }) as Record<string, unknown>;
  return options;
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
