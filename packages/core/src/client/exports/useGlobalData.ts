import { useSiteData } from '../context';

export default function useGlobalData(): Record<string, Record<string, unknown>> {
  return useSiteData().globalData;
}

export function useAllPluginInstancesData(pluginName: string): Record<string, unknown> {
  const data = useGlobalData()[pluginName];
  if (!data)
    throw new Error(
      `No global data for plugin "${pluginName}": is the plugin enabled in site.config.ts?`,
    );
  return data;
}

export function usePluginData(pluginName: string, pluginId = 'default'): unknown {
  const instances = useAllPluginInstancesData(pluginName);
  if (!(pluginId in instances)) {
    throw new Error(
      `No global data for plugin "${pluginName}" with id "${pluginId}". Known ids: ${Object.keys(instances).join(', ')}.`,
    );
  }
  return instances[pluginId];
}
