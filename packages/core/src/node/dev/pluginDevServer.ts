import type { LoadedSite } from '../site';
import type { SetupMiddlewares } from '../plugins/types';

/**
 * Dev-server middlewares from plugins: `configureDevServer().setupMiddlewares`, and (the
 * Docusaurus way) `devServer.setupMiddlewares` returned by configureWebpack, which the client
 * config passes to `collect` while it is built.
 */
export function pluginDevServerParts(site: LoadedSite): {
  pluginMiddlewares: SetupMiddlewares[];
  collect: (setup: SetupMiddlewares) => void;
} {
  const pluginMiddlewares = site.plugins
    .map((p) => p.plugin.configureDevServer?.()?.setupMiddlewares)
    .filter((f): f is SetupMiddlewares => !!f);
  return { pluginMiddlewares, collect: (setup) => pluginMiddlewares.push(setup) };
}
