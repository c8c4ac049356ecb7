import fs from 'node:fs';
import path from 'node:path';
import crypto from 'node:crypto';
import type { RouteConfig } from '../../shared/types';
import { normalizeRoutePath } from '../../shared/paths';
import { SiteError } from '../errors';
import { report } from '../logger';
import { pluginError } from './load';
import type { AllContent, LoadContext, LoadedPlugin, PluginActions } from './types';

export interface PluginsResult {
  routes: RouteConfig[];
  globalData: Record<string, Record<string, unknown>>;
  allContent: AllContent;
}

function actionsFor(
  loaded: LoadedPlugin,
  context: LoadContext,
  routes: RouteConfig[],
): PluginActions {
  const dataDir = path.join(
    context.generatedDir,
    'data',
    safeName(loaded.name),
    safeName(loaded.id),
  );
  const createdDirs = new Map<string, Promise<void>>();
  return {
    addRoute(route) {
      routes.push({ ...route, plugin: { name: loaded.name, id: loaded.id } });
    },
    async createData(name, data) {
      const file = path.join(dataDir, name.endsWith('.json') ? name : `${name}.json`);
      const text = typeof data === 'string' ? data : JSON.stringify(data);
      const dir = path.dirname(file);
      if (!createdDirs.has(dir))
        createdDirs.set(
          dir,
          fs.promises.mkdir(dir, { recursive: true }).then(() => undefined),
        );
      await createdDirs.get(dir);
      // Unchanged data keeps its mtime so the bundler's cache stays warm.
      const old = await fs.promises.readFile(file, 'utf8').catch(() => null);
      if (old !== text) await fs.promises.writeFile(file, text);
      return file;
    },
    setGlobalData(data) {
      loaded.globalData = data;
    },
  };
}

function safeName(s: string): string {
  return s.replace(/[^a-zA-Z0-9_.-]/g, '_');
}

/** Runs loadContent (in parallel), contentLoaded and allContentLoaded for every plugin. */
export async function runContentLifecycle(
  plugins: LoadedPlugin[],
  context: LoadContext,
): Promise<PluginsResult> {
  await Promise.all(
    plugins.map(async (p) => {
      try {
        p.content = await p.plugin.loadContent?.();
      } catch (error) {
        throw pluginError(error, p.name, p.id, 'loading content');
      }
    }),
  );
  const routes: RouteConfig[] = [];
  for (const p of plugins) {
    try {
      await p.plugin.contentLoaded?.({
        content: p.content,
        actions: actionsFor(p, context, routes),
      });
    } catch (error) {
      throw pluginError(error, p.name, p.id, 'creating routes');
    }
  }
  const allContent: AllContent = {};
  for (const p of plugins) (allContent[p.name] ??= {})[p.id] = p.content;
  for (const p of plugins) {
    try {
      await p.plugin.allContentLoaded?.({ allContent, actions: actionsFor(p, context, routes) });
    } catch (error) {
      throw pluginError(error, p.name, p.id, 'creating routes');
    }
  }
  const globalData: Record<string, Record<string, unknown>> = {};
  for (const p of plugins)
    if (p.globalData !== undefined) (globalData[p.name] ??= {})[p.id] = p.globalData;
  return { routes: dedupeRoutes(routes, context), globalData, allContent };
}

/** Two routes on one path: keep the first and report per `onDuplicateRoutes`. */
function dedupeRoutes(routes: RouteConfig[], context: LoadContext): RouteConfig[] {
  const byPath = new Map<string, RouteConfig>();
  const duplicates: string[] = [];
  for (const route of routes) {
    const key = normalizeRoutePath(route.path);
    const existing = byPath.get(key);
    if (existing) {
      duplicates.push(`  - ${key} (from ${describe(existing)} and ${describe(route)})`);
      continue;
    }
    byPath.set(key, route);
  }
  if (duplicates.length) {
    report(
      context.siteConfig.onDuplicateRoutes,
      new SiteError(
        `Several pages claim the same route; only the first is kept:\n${duplicates.join('\n')}`,
        {
          hint: 'Rename one of the files or give it another `slug` in its front matter.',
        },
      ),
    );
  }
  return [...byPath.values()];
}

function describe(route: RouteConfig): string {
  const file = route.modules?.content;
  return typeof file === 'string'
    ? path.relative(process.cwd(), file)
    : `plugin ${route.plugin?.name}`;
}

export function routeId(route: RouteConfig): string {
  return crypto
    .createHash('sha1')
    .update(normalizeRoutePath(route.path))
    .digest('hex')
    .slice(0, 10);
}
