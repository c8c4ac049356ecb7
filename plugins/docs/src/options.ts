// The docs plugin's options (Docusaurus' plugin-content-docs names and defaults).
import { z } from 'zod';
import { markdownPluginOptions } from '@tessera/core/node';
import { versioningOptions } from './versions';

export const optionsSchema = z
  .object({
    id: z.string().default('default'),
    path: z.string().default('content/docs'),
    routeBasePath: z.string().default('docs'),
    sidebarPath: z.union([z.string(), z.literal(false)]).optional(),
    /** A base URL, or Docusaurus' function of the doc (`({docPath, permalink, ...}) => url`). */
    editUrl: z.union([z.string(), z.function()]).optional(),
    /** A translated doc's edit link goes to its translation (else to the original). */
    editLocalizedFiles: z.boolean().default(false),
    /** Globs, relative to the docs folder, of the files that are docs. */
    include: z.array(z.string()).default(['**/*.{md,mdx}']),
    exclude: z
      .array(z.string())
      .default([
        '**/_*.{js,jsx,ts,tsx,md,mdx}',
        '**/_*/**',
        '**/*.test.{js,jsx,ts,tsx}',
        '**/__tests__/**',
      ]),
    /** Categories start collapsed unless the sidebar says otherwise. Default: true. */
    sidebarCollapsed: z.boolean().default(true),
    /** Categories can be collapsed. Default: true. */
    sidebarCollapsible: z.boolean().default(true),
    breadcrumbs: z.boolean().default(true),
    showLastUpdateTime: z.boolean().default(false),
    versionLabel: z.string().default('Next'),
    docItemComponent: z.string().default('@theme/DocItem'),
    ...markdownPluginOptions,
    ...versioningOptions,
  })
  .strict();

export type Options = z.output<typeof optionsSchema>;
