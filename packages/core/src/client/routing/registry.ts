// Production modules. Content and data scripts announce themselves by pushing
// `[key, requires, factory]` onto `self.__TESSERA_MODULES__` (the same pattern as webpack's
// JSONP chunks), so they may run before or after the main bundle. A module runs once, when a
// route first needs it, after the webpack chunks it requires have loaded.
import * as mdxReact from '@mdx-js/react';
import type { LoadedRoute } from './types';
import type { RouteManifestEntry } from '../../shared/types';
import { MODULE_QUEUE_GLOBAL, splitPropertyRef } from '../../shared/protocol';

interface RouteModule {
  Component: LoadedRoute['Component'];
  modules: Record<string, unknown>;
  path: string;
  props?: Record<string, unknown>;
  sidebar?: string;
  unlisted?: boolean;
}

/** The route module the server bundle and the dev server import, as a LoadedRoute. */
export function toLoadedRoute(id: string, mod: RouteModule): LoadedRoute {
  return {
    id,
    path: mod.path,
    Component: mod.Component,
    modules: mod.modules,
    props: mod.props ?? {},
    sidebar: mod.sidebar,
    unlisted: mod.unlisted,
  };
}

type Factory = (
  require: (specifier: string) => unknown,
  module: { exports: unknown },
  exports: unknown,
) => void;
/** key, specifier -> import key of each module it requires, factory */
type Definition = [string, Record<string, string>, Factory];
type Queue = Definition[] & { installed?: boolean };
/** Import key -> lazy webpack import (the generated registry). */
export type ImportRegistry = Record<string, () => Promise<unknown>>;

/**
 * What nearly every content script requires, served from main instead of a chunk of its own (one
 * request less per page; react/jsx-runtime is in main anyway). Same module as through the registry.
 */
const MAIN_MODULES: Record<string, unknown> = { '@mdx-js/react': mdxReact };

const definitions = new Map<string, Definition>();
const waiting = new Map<string, Array<(d: Definition) => void>>();
const instances = new Map<string, Promise<unknown>>();

function define(definition: Definition): void {
  definitions.set(definition[0], definition);
  waiting.get(definition[0])?.forEach((resolve) => resolve(definition));
  waiting.delete(definition[0]);
}

export function installRegistry(): void {
  const g = globalThis as unknown as Record<typeof MODULE_QUEUE_GLOBAL, Queue | undefined>;
  const queue: Queue = g[MODULE_QUEUE_GLOBAL] ?? [];
  if (queue.installed) return;
  queue.forEach(define);
  const live = [] as unknown as Queue;
  live.installed = true;
  live.push = (...items: Definition[]) => {
    items.forEach(define);
    return 0;
  };
  g[MODULE_QUEUE_GLOBAL] = live;
}

function whenDefined(key: string): Promise<Definition> {
  const done = definitions.get(key);
  if (done) return Promise.resolve(done);
  return new Promise((resolve) => {
    const list = waiting.get(key) ?? [];
    list.push(resolve);
    waiting.set(key, list);
  });
}

async function instantiate(key: string, imports: ImportRegistry): Promise<unknown> {
  const [, requires, factory] = await whenDefined(key);
  const loaded = new Map<string, unknown>();
  await Promise.all(
    Object.entries(requires).map(async ([specifier, importKey]) =>
      loaded.set(specifier, MAIN_MODULES[specifier] ?? (await requireModule(importKey, imports))),
    ),
  );
  const module = { exports: {} as unknown };
  factory(
    (specifier) => {
      if (!loaded.has(specifier))
        throw new Error(`Module "${specifier}" was not loaded for ${key}.`);
      return loaded.get(specifier);
    },
    module,
    module.exports,
  );
  return module.exports;
}

/**
 * Content scripts read a default import as `.default` only from a namespace marked `__esModule`.
 * webpack marks its namespaces; esbuild's (the server bundle) are not, so mark a copy.
 */
function asEsModule(namespace: unknown): unknown {
  if (
    !namespace ||
    typeof namespace !== 'object' ||
    (namespace as { __esModule?: boolean }).__esModule
  )
    return namespace;
  return Object.defineProperty({ ...(namespace as object) }, '__esModule', { value: true });
}

/** The exports of a content/data module or of a webpack import, loading what it needs first. */
export function requireModule(key: string, imports: ImportRegistry): Promise<unknown> {
  let pending = instances.get(key);
  if (!pending) {
    const lazy = imports[key];
    pending = lazy ? lazy().then(asEsModule) : instantiate(key, imports);
    pending.catch(() => instances.delete(key));
    instances.set(key, pending);
  }
  return pending;
}

/** A route from its manifest: the component and each module prop (`key` or `key#property`). */
export async function assembleRoute(
  manifest: RouteManifestEntry,
  imports: ImportRegistry,
): Promise<LoadedRoute> {
  const resolve = async (ref: string): Promise<unknown> => {
    const { module: key, property } = splitPropertyRef(ref);
    const exports = await requireModule(key, imports);
    return property ? (exports as Record<string, unknown>)[property] : exports;
  };
  const [component, entries] = await Promise.all([
    requireModule(manifest.component, imports) as Promise<{ default: LoadedRoute['Component'] }>,
    Promise.all(
      Object.entries(manifest.modules).map(
        async ([name, ref]) =>
          [
            name,
            Array.isArray(ref) ? await Promise.all(ref.map(resolve)) : await resolve(ref),
          ] as const,
      ),
    ),
  ]);
  return {
    id: manifest.id,
    path: manifest.path,
    Component: component.default,
    modules: Object.fromEntries(entries),
    props: manifest.props,
    sidebar: manifest.sidebar,
    unlisted: manifest.unlisted,
  };
}

/**
 * Forgets the content and data modules (keys starting with "m") but those in `keep`, keeping the
 * webpack/bundle imports. The render workers call it between batches so memory stays flat on
 * large sites.
 */
export function forgetContentModules(keep?: ReadonlySet<string>): void {
  const forgotten = (key: string) => key.startsWith('m') && !keep?.has(key);
  for (const key of [...definitions.keys()]) if (forgotten(key)) definitions.delete(key);
  for (const key of [...instances.keys()]) if (forgotten(key)) instances.delete(key);
}
