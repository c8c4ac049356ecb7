import { z } from 'zod';
import { SCRIPT_LOADINGS, type ScriptLoading } from '../../shared/types';

const reportLevel = z.enum(['ignore', 'log', 'warn', 'throw']);

const pluginEntry = z.union([
  z.string(),
  z.function(),
  z.tuple([z.union([z.string(), z.function()]), z.record(z.string(), z.unknown()).optional()]),
  z.literal(false),
  z.null(),
]);

const htmlTag = z.union([
  z.string(),
  z.object({
    tagName: z.string(),
    attributes: z.record(z.string(), z.union([z.string(), z.boolean()])).default({}),
    innerHTML: z.string().optional(),
  }),
]);

const localeConfig = z
  .object({
    label: z.string(),
    direction: z.enum(['ltr', 'rtl']),
    htmlLang: z.string(),
    calendar: z.string(),
    /** The locale's translation folder, under `i18n.path` (not its URL: that is the locale's name). */
    path: z.string(),
  })
  .partial();

/**
 * The UI runtime of the production browser bundle. `preact`: Preact's React compatibility layer
 * (preact/compat) stands in for react, react-dom and react/jsx-runtime in the client bundle,
 * about 10 KB gzip instead of React's 60; the server still renders with React, and the dev
 * server always runs React (fast refresh). `react`: React itself. Sites written as
 * `site.config.ts` default to `preact`; a `docusaurus.config.*` site to `react`
 * (`DOCUSAURUS_CLIENT_RUNTIME`), since its plugins and components may rely on React internals.
 */
export const clientRuntimeSchema = z.enum(['react', 'preact']);
export type ClientRuntime = z.infer<typeof clientRuntimeSchema>;
/** The default of `site.config.ts` sites. */
export const DEFAULT_CLIENT_RUNTIME: ClientRuntime = 'preact';
/** The default of `docusaurus.config.*` sites (see node/docusaurus/config.ts). */
export const DOCUSAURUS_CLIENT_RUNTIME: ClientRuntime = 'react';

/**
 * How static pages load their scripts (see SCRIPT_LOADINGS). `site.config.ts` sites default to
 * `after-paint`; a `docusaurus.config.*` site to `defer`, since its client modules may listen
 * for `DOMContentLoaded` or `load`, which have often passed by the first paint.
 */
export const DEFAULT_SCRIPT_LOADING: ScriptLoading = 'after-paint';
export const DOCUSAURUS_SCRIPT_LOADING: ScriptLoading = 'defer';

const i18nSchema = z
  .object({
    defaultLocale: z.string().default('en'),
    locales: z.array(z.string()).min(1).default(['en']),
    localeConfigs: z.record(z.string(), localeConfig).default({}),
    /** The folder of the translations (`<path>/<locale>/`), from the site folder. */
    path: z.string().default('i18n'),
  })
  .strict();

export const siteConfigSchema = z
  .object({
    title: z.string().min(1),
    tagline: z.string().default(''),
    url: z.string().url(),
    baseUrl: z
      .string()
      .regex(/^\/(.*\/)?$/, 'must start and end with a slash, e.g. "/" or "/docs-site/"')
      .default('/'),
    trailingSlash: z.boolean().optional(),
    favicon: z.string().optional(),
    noIndex: z.boolean().default(false),
    baseUrlIssueBanner: z.boolean().default(true),
    onBrokenLinks: reportLevel.default('throw'),
    onBrokenAnchors: reportLevel.default('warn'),
    onBrokenMarkdownLinks: reportLevel.default('warn'),
    onDuplicateRoutes: reportLevel.default('warn'),
    staticDirectories: z.array(z.string()).default(['static']),
    themes: z.array(pluginEntry).default([]),
    plugins: z.array(pluginEntry).default([]),
    // Owned by the themes: each validates its part (`validateThemeConfig`) when plugins load.
    themeConfig: z.record(z.string(), z.unknown()).default({}),
    customFields: z.record(z.string(), z.unknown()).default({}),
    headTags: z.array(htmlTag).default([]),
    scripts: z
      .array(z.union([z.string(), z.object({ src: z.string() }).passthrough()]))
      .default([]),
    stylesheets: z
      .array(z.union([z.string(), z.object({ href: z.string() }).passthrough()]))
      .default([]),
    clientModules: z.array(z.string()).default([]),
    /** How links fetch other routes' code before they are clicked. */
    prefetch: z
      .object({
        /**
         * How many routes the links in the viewport may prefetch per page view (their manifest,
         * scripts and styles, fetched once the page has hydrated and the browser is idle). Links
         * past the limit load their route when hovered, focused or touched. 0 turns viewport
         * prefetching off. Nothing is prefetched with Save-Data on or on a 2g connection.
         * @default 8
         */
        viewportLimit: z.number().int().min(0).default(8),
      })
      .strict()
      .default({ viewportLimit: 8 }),
    clientRuntime: clientRuntimeSchema.default(DEFAULT_CLIENT_RUNTIME),
    scriptLoading: z.enum(SCRIPT_LOADINGS).default(DEFAULT_SCRIPT_LOADING),
    i18n: i18nSchema.default({
      defaultLocale: 'en',
      locales: ['en'],
      localeConfigs: {},
      path: 'i18n',
    }),
  })
  .strict();

export type SiteConfigInput = z.input<typeof siteConfigSchema>;
export type SiteConfig = z.output<typeof siteConfigSchema>;
export type ReportLevel = z.infer<typeof reportLevel>;
