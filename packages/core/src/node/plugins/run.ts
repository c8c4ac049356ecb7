import path from 'node:path';
import crypto from 'node:crypto';
import type { RouteConfig } from '../../shared/types';
import { normalizeRoutePath } from '../../shared/paths';
import { SiteError } from '../errors';
import { writeIfChangedSync } from '../fsWrite';
import { report } from '../logger';
import { pluginError } from './load';
import { localizeTranslationFiles, pluginTranslationDir, type TranslationFile } from '../i18n';
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
  return {
    addRoute(route) {
      assertRoutePathStaysInOutput(route);
      routes.push({ ...route, plugin: { name: loaded.name, id: loaded.id } });
    },
    async createData(name, data) {
      const file = path.join(dataDir, name.endsWith('.json') ? name : `${name}.json`);
      const text = typeof data === 'string' ? data : JSON.stringify(data);
      // Synchronous: a plugin writes one small file per page, and a thousand of them through
      // the thread pool's promises left the thread waiting for 0.6 s of a 1,000-doc site's load
      // (each sync write is tens of microseconds).
      writeIfChangedSync(file, text);
      return file;
    },
    setGlobalData(data) {
      loaded.globalData = data;
    },
  };
}

/**
 * A route path becomes a file path in the output folder, so one that climbs out of it (`..`),
 * names another drive or root (backslashes) or cannot be a file name (NUL, control characters)
 * is refused here, where every plugin's routes arrive, before anything is written.
 */
function assertRoutePathStaysInOutput(route: RouteConfig): void {
  const problem = routePathProblem(route.path);
  if (!problem) return;
  throw new SiteError(
    `The route path ${JSON.stringify(route.path)} (from ${describe(route)}) ${problem}, so its page would be written outside the output folder.`,
    {
      hint: 'Change the `slug` (or `permalink`) in its front matter to a path under the site, such as "/my-page", without `..`, backslashes or control characters.',
    },
  );
}

function routePathProblem(routePath: string): string | undefined {
  if (!routePath.startsWith('/')) return 'does not start with "/"';
  if (routePath.includes('\\')) return 'contains a backslash';
  // eslint-disable-next-line no-control-regex -- control characters are what is refused
  if (/[\u0000-\u001f\u007f]/.test(routePath)) return 'contains a control character';
  const segments = routePath.split('/').map(decodeSegment);
  if (segments.some((s) => s === '..' || s === '.')) return 'contains a "." or ".." segment';
  if (segments.some((s) => s.includes('/') || s.includes('\\')))
    return 'contains an encoded slash or backslash';
  return undefined;
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
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
  await translateContent(plugins, context);
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
      await p.plugin.allContentLoaded?.({
        allContent,
        actions: actionsFor(p, context, routes),
        routes: [...routes],
      });
    } catch (error) {
      throw pluginError(error, p.name, p.id, 'creating routes');
    }
  }
  const globalData: Record<string, Record<string, unknown>> = {};
  for (const p of plugins)
    if (p.globalData !== undefined) (globalData[p.name] ??= {})[p.id] = p.globalData;
  return { routes: dedupeRoutes(routes, context), globalData, allContent };
}

/**
 * Docusaurus' order: each plugin's translation files are read for the current locale and its
 * content translated, then every plugin may translate the themeConfig (the classic theme's navbar
 * and footer labels), which the plugins' later hooks and the browser then see.
 */
async function translateContent(plugins: LoadedPlugin[], context: LoadContext): Promise<void> {
  const filesOf = new Map<LoadedPlugin, TranslationFile[]>();
  await Promise.all(
    plugins.map(async (p) => {
      if (!p.plugin.getTranslationFiles) return;
      try {
        const files = localizeTranslationFiles(
          pluginTranslationDir(context.localizationDir, p.name, p.id),
          await p.plugin.getTranslationFiles({ content: p.content }),
        );
        filesOf.set(p, files);
        if (p.plugin.translateContent)
          p.content = p.plugin.translateContent({ content: p.content, translationFiles: files });
      } catch (error) {
        throw pluginError(error, p.name, p.id, 'translating content');
      }
    }),
  );
  let themeConfig = context.siteConfig.themeConfig as Record<string, unknown>;
  for (const p of plugins) {
    if (!p.plugin.translateThemeConfig) continue;
    try {
      themeConfig = p.plugin.translateThemeConfig({
        themeConfig,
        translationFiles: filesOf.get(p) ?? [],
      });
    } catch (error) {
      throw pluginError(error, p.name, p.id, 'translating the theme config');
    }
  }
  context.siteConfig.themeConfig = themeConfig;
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
