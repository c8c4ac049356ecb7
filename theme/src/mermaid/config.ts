// `themeConfig.mermaid`, Docusaurus' shape; read by the Mermaid component in the browser.
import { z } from 'zod';

export const mermaidThemeConfigSchema = z.object({
  /** Mermaid theme per color mode. Default: `default` in light mode, `dark` in dark mode. */
  theme: z
    .object({ light: z.string().default('default'), dark: z.string().default('dark') })
    .default({ light: 'default', dark: 'dark' }),
  /** Passed to `mermaid.initialize` as they are (Mermaid's own configuration). */
  options: z.record(z.string(), z.unknown()).default({}),
});

export type MermaidThemeConfig = z.output<typeof mermaidThemeConfigSchema>;
