// Writes the generated folder the bundlers read: one module per route and the route table (dev
// server), the server entry (production), site config and global data. The production import registry is written by the build (bundler/contentScripts).
import fs from 'node:fs';
import path from 'node:path';
import type { RouteConfig, ClientSiteConfig } from '../shared/types';
import { normalizeRoutePath } from '../shared/paths';
import type { SiteConfig } from './config/schema';
import { routeId } from './plugins/run';
import { writeIfChanged } from './fsWrite';
import { toPosixPath } from './paths';
import { splitPropertyRef } from '../shared/protocol';
import { localeConfigsOf } from './i18n';

export interface GeneratedRoute {
  id: string;
  path: string;
  route: RouteConfig;
  moduleFile: string;
}

const CORE_CLIENT = path.resolve(import.meta.dirname, '../client');

function importSpec(file: string): string {
  return JSON.stringify(toPosixPath(file));
}

function routeModuleSource(route: RouteConfig): string {
  const lines = [`import Component from ${JSON.stringify(route.component)};`];
  const entries: string[] = [];
  const imported = new Map<string, string>();
  // `data.json#key` selects one property of a JSON module, so a plugin can give a page several
  // props from one file (one module for the bundler instead of several).
  const importOne = (spec: string): string => {
    const { module, property } = splitPropertyRef(spec);
    const [file, key] =
      property && module.endsWith('.json') ? [module, property] : [spec, undefined];
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
  const meta = {
    path: route.path,
    sidebar: route.sidebar,
    props: route.props ?? {},
    unlisted: route.unlisted ?? false,
  };
  lines.push(
    `export default { Component, modules: { ${entries.join(', ')} }, ...${JSON.stringify(meta)} };`,
  );
  return lines.join('\n') + '\n';
}

export function clientSiteConfig(
  config: SiteConfig,
  locale = config.i18n.defaultLocale,
): ClientSiteConfig {
  return {
    title: config.title,
    tagline: config.tagline,
    url: config.url,
    baseUrl: config.baseUrl,
    trailingSlash: config.trailingSlash,
    favicon: config.favicon,
    themeConfig: config.themeConfig as Record<string, unknown>,
    customFields: config.customFields,
    prefetch: config.prefetch,
    clientRuntime: config.clientRuntime,
    i18n: {
      currentLocale: locale,
      defaultLocale: config.i18n.defaultLocale,
      locales: config.i18n.locales,
      localeConfigs: localeConfigsOf(config),
    },
  };
}

export async function generate(options: {
  generatedDir: string;
  routes: RouteConfig[];
  siteConfig: SiteConfig;
  /** The locale being built (the client context's `i18n.currentLocale`). */
  locale?: string;
  globalData: unknown;
  clientModules: string[];
  isDev: boolean;
  /** Dev: ids of the routes the browser has asked for; only those are compiled (see devLoaderSource). */
  activeRoutes?: ReadonlySet<string>;
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
  await writeIfChanged(
    path.join(generatedDir, 'site-config.json'),
    JSON.stringify(clientSiteConfig(options.siteConfig, options.locale)),
  );
  await writeIfChanged(
    path.join(generatedDir, 'global-data.json'),
    JSON.stringify(options.globalData),
  );
  await writeIfChanged(
    path.join(generatedDir, 'i18n-messages.json'),
    JSON.stringify(options.messages),
  );
  await writeIfChanged(
    path.join(generatedDir, 'client-modules.js'),
    options.clientModules.map((m, i) => `import * as c${i} from ${importSpec(m)};`).join('\n') +
      `\nexport default [${options.clientModules.map((_, i) => `c${i}`).join(', ')}];\n`,
  );
  // Route modules feed the dev server's chunks; a production build assembles routes from their
  // manifests instead (bundler/contentScripts), in the browser and when rendering.
  if (options.isDev)
    await writeDevRouteLoader(generatedDir, generated, options.activeRoutes ?? new Set());
  else await writeIfChanged(path.join(generatedDir, 'route-loader.js'), prodLoaderSource());
  await writeIfChanged(
    path.join(generatedDir, 'server-entry.js'),
    // The pages are not in the server bundle: the render workers run their content scripts.
    [
      `export { render, installRegistry, assembleRoute, forgetContentModules } from ${importSpec(path.join(CORE_CLIENT, 'entry.server.tsx'))};`,
      `export { default as imports } from './content-imports.js';`,
    ].join('\n') + '\n',
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

/** Dev: writes the route table and the modules of the active routes; true if the table changed. */
export async function writeDevRouteLoader(
  generatedDir: string,
  generated: GeneratedRoute[],
  activeRoutes: ReadonlySet<string>,
): Promise<boolean> {
  // Made with the site, even before a route is opened: a folder that appears later is a change
  // for webpack's watcher (see dev/firstPage.ts).
  await fs.promises.mkdir(path.join(generatedDir, 'routes'), { recursive: true });
  await Promise.all(
    generated
      .filter((g) => activeRoutes.has(g.id))
      .map((g) => writeIfChanged(g.moduleFile, routeModuleSource(g.route))),
  );
  return writeIfChanged(
    path.join(generatedDir, 'route-loader.js'),
    devLoaderSource(generated, activeRoutes),
  );
}

/**
 * The dev route table. Only the routes the browser has asked for import their chunk: webpack
 * compiles nothing of a page nobody opened, and a large site does not make a thousand
 * placeholders. The others are `null`; the client asks the dev server to add them (the table
 * then changes and arrives as a hot update).
 * The route components, a few shared by all pages, are also imported on their own, so the first
 * build compiles them and opening a page compiles only its content. Those imports are never
 * called: the route's chunk includes its component, so both always update together.
 */
function devLoaderSource(generated: GeneratedRoute[], activeRoutes: ReadonlySet<string>): string {
  const components = [...new Set(generated.map((g) => g.route.component))];
  const table = generated
    .map(
      (g) =>
        `  ${JSON.stringify(g.path)}: [${JSON.stringify(g.id)}, ${activeRoutes.has(g.id) ? `() => import('./routes/${g.id}.js')` : 'null'}],`,
    )
    .join('\n');
  return `import { setRouteLoader } from ${importSpec(path.join(CORE_CLIENT, 'routing/loader.ts'))};
import { createDevRouteLoader } from ${importSpec(path.join(CORE_CLIENT, 'routing/devRouteLoader.ts'))};
export const compiledWithFirstBuild = [
${components.map((c) => `  () => import(${JSON.stringify(c)}),`).join('\n')}
];
const table = {
${table}
};
setRouteLoader(createDevRouteLoader(table));
// A changed route table or an edited page re-runs this module; the app then reloads its route.
if (import.meta.webpackHot) import.meta.webpackHot.accept();
`;
}
