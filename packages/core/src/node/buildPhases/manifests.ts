// Per-route manifests: what the browser loads for a page besides the main entry.
import type { ChunkGroupFiles } from '../bundler/clientBundleReuse';
import { importKey, splitModuleSpec, type ContentScripts } from '../bundler/contentScripts';
import type { ServerOnlyModules } from '../render/pool';
import type { LoadedSite } from '../site';
import type { RouteConfig, RouteManifestEntry } from '../../shared/types';

/**
 * Per-route manifests: the webpack chunks of the route component and of what its content
 * imports, then its content and data scripts, minus what the main entry already loads.
 */
export function routeManifests(
  chunkGroups: ChunkGroupFiles,
  scripts: ContentScripts,
  site: LoadedSite,
): {
  mainAssets: { js: string[]; css: string[] };
  manifests: Map<string, RouteManifestEntry>;
  serverOnly: Map<string, ServerOnlyModules>;
} {
  const publicPath = site.context.baseUrl;
  const main = (chunkGroups.get('main') ?? []).map((f) => publicPath + f);
  const mainSet = new Set(main);
  const mainAssets = {
    js: main.filter((f) => f.endsWith('.js')),
    css: main.filter((f) => f.endsWith('.css')),
  };
  const importFiles = (key: string) =>
    (chunkGroups.get(scripts.imports.get(key)?.chunkName ?? '') ?? []).map((f) => publicPath + f);
  const manifests = new Map<string, RouteManifestEntry>();
  const serverOnly = new Map<string, ServerOnlyModules>();
  for (const g of site.generated) {
    const componentKey = importKey(g.route.component);
    const files = new Set(importFiles(componentKey));
    const contentScripts = new Set<string>();
    const serverScripts = new Set<string>();
    const refIn =
      (scriptSet: Set<string>) =>
      (spec: string): string => {
        const { file, property } = splitModuleSpec(spec);
        const module = scripts.modules.get(property ? file : spec)!;
        for (const key of module.imports) importFiles(key).forEach((f) => files.add(f));
        if (module.url) scriptSet.add(module.url);
        return property ? `${module.key}#${property}` : module.key;
      };
    const refs = (map: RouteConfig['modules'], ref: (spec: string) => string) =>
      Object.fromEntries(
        Object.entries(map ?? {}).map(([name, value]) => [
          name,
          Array.isArray(value) ? value.map(ref) : ref(value),
        ]),
      );
    const modules = refs(g.route.modules, refIn(contentScripts));
    if (g.route.serverModules)
      serverOnly.set(g.id, {
        modules: refs(g.route.serverModules, refIn(serverScripts)),
        js: [...serverScripts],
      });
    const own = [...files].filter((f) => !mainSet.has(f));
    manifests.set(g.id, {
      id: g.id,
      path: g.path,
      js: [...own.filter((f) => f.endsWith('.js')), ...contentScripts],
      css: own.filter((f) => f.endsWith('.css')),
      component: componentKey,
      modules,
      props: g.route.props ?? {},
      ...(g.route.sidebar ? { sidebar: g.route.sidebar } : {}),
      ...(g.route.unlisted ? { unlisted: true } : {}),
    });
  }
  return { mainAssets, manifests, serverOnly };
}
