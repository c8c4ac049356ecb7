import { z } from 'zod';

const reportLevel = z.enum(['ignore', 'log', 'warn', 'throw']);

const navbarItemTypes = [
  'default',
  'dropdown',
  'localeDropdown',
  'search',
  'html',
  'doc',
  'docSidebar',
  'docsVersion',
  'docsVersionDropdown',
] as const;

const navbarLinkItem = z
  .object({
    type: z.enum(navbarItemTypes).optional(),
    label: z.string().optional(),
    to: z.string().optional(),
    href: z.string().optional(),
    position: z.enum(['left', 'right']).optional(),
    activeBasePath: z.string().optional(),
    activeBaseRegex: z.string().optional(),
    className: z.string().optional(),
    docId: z.string().optional(),
    sidebarId: z.string().optional(),
    docsPluginId: z.string().optional(),
    value: z.string().optional(),
    'aria-label': z.string().optional(),
    target: z.string().optional(),
    rel: z.string().optional(),
  })
  .passthrough();

export type NavbarItemConfig = z.infer<typeof navbarLinkItem> & { items?: NavbarItemConfig[] };

const navbarItem: z.ZodType<NavbarItemConfig> = navbarLinkItem.extend({
  items: z.lazy(() => z.array(navbarItem)).optional(),
});

const footerLink = z
  .object({
    label: z.string().optional(),
    to: z.string().optional(),
    href: z.string().optional(),
    html: z.string().optional(),
  })
  .passthrough();

/** A navbar or footer logo (Docusaurus' fields). */
const logoSchema = z.object({
  alt: z.string().optional(),
  src: z.string(),
  srcDark: z.string().optional(),
  href: z.string().optional(),
  width: z.union([z.string(), z.number()]).optional(),
  height: z.union([z.string(), z.number()]).optional(),
});

export const themeConfigSchema = z
  .object({
    image: z.string().optional(),
    metadata: z.array(z.record(z.string(), z.string())).default([]),
    colorMode: z
      .object({
        defaultMode: z.enum(['light', 'dark']).default('light'),
        disableSwitch: z.boolean().default(false),
        respectPrefersColorScheme: z.boolean().default(false),
      })
      .default({ defaultMode: 'light', disableSwitch: false, respectPrefersColorScheme: false }),
    announcementBar: z
      .object({
        id: z.string().default('announcement-bar'),
        content: z.string(),
        backgroundColor: z.string().default('#fff'),
        textColor: z.string().default('#000'),
        isCloseable: z.boolean().default(true),
      })
      .optional(),
    navbar: z
      .object({
        title: z.string().optional(),
        hideOnScroll: z.boolean().default(false),
        logo: logoSchema.extend({ brandPageHref: z.string().optional() }).optional(),
        items: z.array(navbarItem).default([]),
      })
      .default({ hideOnScroll: false, items: [] }),
    footer: z
      .object({
        style: z.enum(['light', 'dark']).default('light'),
        logo: logoSchema.optional(),
        copyright: z.string().optional(),
        links: z
          .array(z.object({ title: z.string().optional(), items: z.array(footerLink) }))
          .default([]),
      })
      .optional(),
    docs: z
      .object({
        sidebar: z
          .object({
            hideable: z.boolean().default(false),
            autoCollapseCategories: z.boolean().default(false),
          })
          .partial(),
      })
      .partial()
      .optional(),
    tableOfContents: z
      .object({
        minHeadingLevel: z.number().int().min(2).max(6).default(2),
        maxHeadingLevel: z.number().int().min(2).max(6).default(3),
      })
      .optional(),
    prism: z.record(z.string(), z.unknown()).optional(),
    algolia: z
      .object({
        appId: z.string(),
        apiKey: z.string(),
        indexName: z.string(),
        contextualSearch: z.boolean().default(false),
        searchPagePath: z.string().default('search'),
      })
      .passthrough()
      .optional(),
  })
  .passthrough();

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
    path: z.string(),
  })
  .partial();

const i18nSchema = z
  .object({
    defaultLocale: z.string().default('en'),
    locales: z.array(z.string()).min(1).default(['en']),
    localeConfigs: z.record(z.string(), localeConfig).default({}),
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
    themeConfig: themeConfigSchema.default(() => themeConfigSchema.parse({})),
    customFields: z.record(z.string(), z.unknown()).default({}),
    headTags: z.array(htmlTag).default([]),
    scripts: z
      .array(z.union([z.string(), z.object({ src: z.string() }).passthrough()]))
      .default([]),
    stylesheets: z
      .array(z.union([z.string(), z.object({ href: z.string() }).passthrough()]))
      .default([]),
    clientModules: z.array(z.string()).default([]),
    i18n: i18nSchema.default({ defaultLocale: 'en', locales: ['en'], localeConfigs: {} }),
  })
  .strict();

export type SiteConfigInput = z.input<typeof siteConfigSchema>;
export type SiteConfig = z.output<typeof siteConfigSchema>;
export type ReportLevel = z.infer<typeof reportLevel>;
