import type { Configuration } from 'webpack';
import type WebpackDevServer from 'webpack-dev-server';
import type { LoadedSite } from '../site';

type SetupMiddlewares = NonNullable<WebpackDevServer.Configuration['setupMiddlewares']>;

/**
 * What plugins give the dev server through configureWebpack (Docusaurus' `devServer` key):
 * middlewares. The rest of each result goes to webpack, without that key.
 */
export function pluginDevServerParts(site: LoadedSite): {
  pluginConfigs: Configuration[];
  pluginMiddlewares: SetupMiddlewares[];
} {
  const pluginConfigs = site.plugins
    .map((p) => p.plugin.configureWebpack?.({}, false))
    .filter((c) => !!c);
  const pluginMiddlewares = pluginConfigs
    .map((c) => c.devServer?.setupMiddlewares)
    .filter((f) => !!f);
  for (const c of pluginConfigs) delete c.devServer;
  return { pluginConfigs, pluginMiddlewares };
}
