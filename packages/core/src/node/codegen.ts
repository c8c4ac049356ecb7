// Writes the generated folder the bundlers read: one module per route and the route table (dev
// server), the server entry (production), site config and global data. The production import registry is written by the build (bundler/contentScripts).
import fs from 'node:fs';
import path from 'node:path';
import type { RouteConfig, ClientSiteConfig } from '../shared/types';
import { normalizeRoutePath } from '../shared/paths';
import type { SiteConfig } from './config/schema';
import { routeId } from './plugins/run';

export interface GeneratedRoute {
  id: string;
  path: string;
  route: RouteConfig;
  moduleFile: string;
}

const CORE_CLIENT = path.resolve(import.meta.dirname, '../client');

/** Unchanged files keep their mtime, so the bundlers' caches stay warm. */
export async function writeIfChanged(file: string, text: string): Promise<void> {
  const old = await fs.promises.readFile(file, 'utf8').catch(() => null);
  if (old === text) return;
  await fs.promises.mkdir(path.dirname(file), { recursive: true });
  await fs.promises.writeFile(file, text);
}

function importSpec(file: string): string {
  return JSON.stringify(file.split(path.sep).join('/'));
}

function routeModuleSource(route: RouteConfig): string {
  const lines = [`import Component from ${JSON.stringify(route.component)};`];
  const entries: string[] = [];
  const imported = new Map<string, string>();
  // `data.json#key` selects one property of a JSON module, so a plugin can give a page several
  // props from one file (one module for the bundler instead of several).
  const importOne = (spec: string): string => {
    const [file, key] = spec.endsWith('.json') || !/\.json#[\w$]+$/.test(spec) ? [spec, undefined] : (spec.split('#') as [string, string]);
    let name = imported.get(file);
    if (!name) {
      name = `m${imported.size}`;
      imported.set(file, name);
      if (file.endsWith('.json')) lines.push(`import ${name} from ${importSpec(file)};`);
      else lines.push(`import * as ${name} from ${importSpec(file)};`);
    }
    return key ? `${name}[${JSON.stringify(key)}]` : name;
  };
  for (const [key, value] of Object.entries(route.modules ?? {})) {
    const expr = Array.isArray(value) ? `[${value.map(importOne).join(', ')}]` : importOne(value);
    entries.push(`${JSON.stringify(key)}: ${expr}`);
  }
  const meta = { path: route.path, sidebar: route.sidebar, props: route.props ?? {}, unlisted: route.unlisted ?? false };
  lines.push(`export default { Component, modules: { ${entries.join(', ')} }, ...${JSON.stringify(meta)} };`);
  return lines.join('\n') + '\n';
}

export function clientSiteConfig(config: SiteConfig): ClientSiteConfig {
  return {
    title: config.title,
    tagline: config.tagline,
    url: config.url,
    baseUrl: config.baseUrl,
    trailingSlash: config.trailingSlash,
    favicon: config.favicon,
    themeConfig: config.themeConfig as Record<string, unknown>,
    customFields: config.customFields,
    i18n: {
      currentLocale: config.i18n.defaultLocale,
      defaultLocale: config.i18n.defaultLocale,
      locales: config.i18n.locales,
      localeConfigs: Object.fromEntries(
        config.i18n.locales.map((locale) => {
          const given = config.i18n.localeConfigs[locale] ?? {};
          const label = locale === 'en' ? 'English' : locale;
          return [locale, { label, direction: 'ltr' as const, htmlLang: locale, calendar: 'gregory', path: locale, ...given }];
        }),
      ),
    },
  };
}

export async function generate(options: {
  generatedDir: string;
  routes: RouteConfig[];
  siteConfig: SiteConfig;
  globalData: unknown;
  clientModules: string[];
  isDev: boolean;
  /** Translated theme strings of the current locale: id -> message. */
  messages: Record<string, string>;
}): Promise<GeneratedRoute[]> {
  const { generatedDir, routes } = options;
  const generated: GeneratedRoute[] = routes.map((route) => {
    const id = routeId(route);
    return {
      id,
      path: normalizeRoutePath(route.path),
      route,
      moduleFile: path.join(generatedDir, 'routes', `${id}.js`),
    };
  });
  // Route modules feed the dev server's lazy chunks; a production build assembles routes from
  // their manifests instead (bundler/contentScripts), in the browser and when rendering.
  if (options.isDev) await Promise.all(generated.map((g) => writeIfChanged(g.moduleFile, routeModuleSource(g.route))));
  await writeIfChanged(path.join(generatedDir, 'site-config.json'), JSON.stringify(clientSiteConfig(options.siteConfig)));
  await writeIfChanged(path.join(generatedDir, 'global-data.json'), JSON.stringify(options.globalData));
  await writeIfChanged(path.join(generatedDir, 'i18n-messages.json'), JSON.stringify(options.messages));
  await writeIfChanged(
    path.join(generatedDir, 'client-modules.js'),
    options.clientModules.map((m, i) => `import * as c${i} from ${importSpec(m)};`).join('\n') +
      `\nexport default [${options.clientModules.map((_, i) => `c${i}`).join(', ')}];\n`,
  );
  await writeIfChanged(path.join(generatedDir, 'route-loader.js'), options.isDev ? devLoaderSource(generated) : prodLoaderSource());
  await writeIfChanged(
    path.join(generatedDir, 'server-entry.js'),
    // The pages are not in the server bundle: the render workers run their content scripts.
    [`export { render, installRegistry, assembleRoute, forgetContentModules } from ${importSpec(path.join(CORE_CLIENT, 'entry.server.tsx'))};`, `export { default as imports } from './content-imports.js';`].join('\n') + '\n',
  );
  return generated;
}

function prodLoaderSource(): string {
  return `import { setRouteLoader } from ${importSpec(path.join(CORE_CLIENT, 'routing/loader.ts'))};
import { createProdRouteLoader } from ${importSpec(path.join(CORE_CLIENT, 'routing/prodRouteLoader.ts'))};
import imports from './content-imports.js';
setRouteLoader(createProdRouteLoader(imports));
`;
}

/**
 * In dev every route is an async chunk compiled on first request (webpack lazy compilation).
 * The route components, a few shared by all pages, are also imported on their own: the dev
 * server compiles those imports with the first build (see compileLazily in dev.ts), so opening a
 * page compiles only its content. They are never called; the route's chunk includes its
 * component, so a page and its component always update together (hot updates stay consistent).
 */
function devLoaderSource(generated: GeneratedRoute[]): string {
  const components = [...new Set(generated.map((g) => g.route.component))];
  const table = generated.map((g) => `  ${JSON.stringify(g.path)}: [${JSON.stringify(g.id)}, () => import('./routes/${g.id}.js')],`).join('\n');
  return `import { setRouteLoader } from ${importSpec(path.join(CORE_CLIENT, 'routing/loader.ts'))};
import { createDevRouteLoader } from ${importSpec(path.join(CORE_CLIENT, 'routing/devRouteLoader.ts'))};
export const compiledWithFirstBuild = [
${components.map((c) => `  () => import(${JSON.stringify(c)}),`).join('\n')}
];
const table = {
${table}
};
setRouteLoader(createDevRouteLoader(table));
// An edited page or a changed route table re-runs this module; the app then reloads its route.
if (import.meta.webpackHot) import.meta.webpackHot.accept();
`;
}
