// Mermaid diagrams, as Docusaurus' theme-mermaid: with this theme in the config, ```mermaid code
// blocks render as diagrams in the browser (the `mermaid` package, installed by the site, loads
// only on pages that have one). Its presence is announced through global data, which CodeBlock
// reads; without it a mermaid block stays a code block.
import path from 'node:path';
import { z } from 'zod';
import { definePlugin, type Plugin } from '@tessera/core/node';
import { mermaidThemeConfigSchema } from './config';
import { MERMAID_PLUGIN_NAME } from './pluginName';

const optionsSchema = z.object({ id: z.string().optional() }).strict();

const mermaidTheme = definePlugin(optionsSchema, (): Plugin => ({
  name: MERMAID_PLUGIN_NAME,
  getThemePath: () => path.join(import.meta.dirname, 'theme'),
  contentLoaded({ actions }) {
    actions.setGlobalData({ enabled: true });
  },
}));

/** Checks `themeConfig.mermaid` (the rest of themeConfig belongs to the classic theme). */
export function validateThemeConfig({ themeConfig }: { themeConfig: Record<string, unknown> }) {
  const mermaid = mermaidThemeConfigSchema.parse(themeConfig.mermaid ?? {});
  return { ...themeConfig, mermaid };
}

export default mermaidTheme;
