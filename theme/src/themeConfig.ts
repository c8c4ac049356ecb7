// The classic theme's `themeConfig`: the one declaration of its shape. The theme validates it
// (`validateThemeConfig`, as Docusaurus themes do); every component reads the types derived here.
// Browser code imports types only, so zod never reaches the page bundle.
import { z } from 'zod';

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

/** A string key Docusaurus configs sometimes set to null (`rel: null`): null means "not set". */
const optionalString = z
  .preprocess((value) => (value === null ? undefined : value), z.string().optional())
  .optional();

function isKnownNavbarItemType(type: string): boolean {
  return (navbarItemTypes as readonly string[]).includes(type);
}

/** One navbar item. Keys not listed (aria-*, data-*, title…) pass through as link attributes. */
const navbarItemFields = z
  .object({
    /** Which kind of item; `default` is a link. Custom types (`custom-…`) pass through. */
    type: z
      .string()
      .refine((type) => isKnownNavbarItemType(type) || type.startsWith('custom-'), {
        message: `expected one of ${navbarItemTypes.join(', ')} (or a custom-… type)`,
      })
      .optional(),
    label: optionalString,
    /** Site-internal path; without a leading slash it is relative to the base URL. */
    to: optionalString,
    /** External URL. */
    href: optionalString,
    /** Raw HTML (type `html`), or HTML for the label. */
    html: optionalString,
    /** Default: `left`. */
    position: z.enum(['left', 'right']).optional(),
    activeBasePath: optionalString,
    activeBaseRegex: optionalString,
    className: optionalString,
    /** `doc` items: the doc id to link. */
    docId: optionalString,
    /** `docSidebar` items: the sidebar whose first doc is linked. */
    sidebarId: optionalString,
    docsPluginId: optionalString,
    value: optionalString,
    'aria-label': optionalString,
    target: optionalString,
    rel: optionalString,
    /** `docsVersionDropdown`: which versions to list (names), in order. */
    versions: z.union([z.array(z.string()), z.record(z.string(), z.unknown())]).optional(),
    dropdownActiveClassDisabled: z.boolean().optional(),
  })
  .passthrough();

export type NavbarItemConfig = z.infer<typeof navbarItemFields> & {
  items?: NavbarItemConfig[];
  dropdownItemsBefore?: NavbarItemConfig[];
  dropdownItemsAfter?: NavbarItemConfig[];
};

const navbarItem: z.ZodType<NavbarItemConfig> = navbarItemFields.extend({
  items: z.lazy(() => z.array(navbarItem)).optional(),
  dropdownItemsBefore: z.lazy(() => z.array(navbarItem)).optional(),
  dropdownItemsAfter: z.lazy(() => z.array(navbarItem)).optional(),
});

/** A navbar or footer logo (Docusaurus' fields). */
const logoSchema = z
  .object({
    alt: z.string().optional(),
    src: z.string(),
    /** Shown in dark mode instead of `src`. */
    srcDark: z.string().optional(),
    href: z.string().optional(),
    target: z.string().optional(),
    width: z.union([z.string(), z.number()]).optional(),
    height: z.union([z.string(), z.number()]).optional(),
    className: z.string().optional(),
    style: z.record(z.string(), z.unknown()).optional(),
  })
  .passthrough();

const footerLinkItem = z
  .object({
    label: z.string().optional(),
    to: z.string().optional(),
    href: z.string().optional(),
    html: z.string().optional(),
  })
  .passthrough();

/** Footer columns (`{title, items}`) or, as Docusaurus allows, one flat row of links. */
const footerLinks = z.union([
  z.array(z.object({ title: z.string().nullable().optional(), items: z.array(footerLinkItem) })),
  z.array(footerLinkItem),
]);

export const themeConfigSchema = z
  .object({
    /** Social card image for every page (site-relative or absolute URL). */
    image: z.string().optional(),
    /** Extra `<meta>` tags for every page. Default: none. */
    metadata: z.array(z.record(z.string(), z.string())).default([]),
    colorMode: z
      .object({
        /** Default: `light`. */
        defaultMode: z.enum(['light', 'dark']).default('light'),
        /** Hides the toggle. Default: false. */
        disableSwitch: z.boolean().default(false),
        /** Follows the system setting until the visitor chooses. Default: false. */
        respectPrefersColorScheme: z.boolean().default(false),
      })
      .default({ defaultMode: 'light', disableSwitch: false, respectPrefersColorScheme: false }),
    announcementBar: z
      .object({
        /** Changing it shows a dismissed bar again. Default: `announcement-bar`. */
        id: z.string().default('announcement-bar'),
        /** HTML. */
        content: z.string(),
        /** Default: `#fff`. */
        backgroundColor: z.string().default('#fff'),
        /** Default: `#000`. */
        textColor: z.string().default('#000'),
        /** Default: true. */
        isCloseable: z.boolean().default(true),
      })
      .optional(),
    navbar: z
      .object({
        title: z.string().optional(),
        /** Hides the navbar while scrolling down. Default: false. */
        hideOnScroll: z.boolean().default(false),
        /** Default: `primary`. */
        style: z.enum(['primary', 'dark']).optional(),
        logo: logoSchema.extend({ brandPageHref: z.string().optional() }).optional(),
        items: z.array(navbarItem).default([]),
      })
      .passthrough()
      .default({ hideOnScroll: false, items: [] }),
    footer: z
      .object({
        /** Default: `light`. */
        style: z.enum(['light', 'dark']).default('light'),
        logo: logoSchema.optional(),
        /** HTML. */
        copyright: z.string().optional(),
        links: footerLinks.default([]),
      })
      .passthrough()
      .optional(),
    docs: z
      .object({
        versionPersistence: z.enum(['localStorage', 'none']).optional(),
        sidebar: z
          .object({
            /** Default: false. */
            hideable: z.boolean().default(false),
            /** Default: false. */
            autoCollapseCategories: z.boolean().default(false),
          })
          .partial(),
      })
      .partial()
      .optional(),
    blog: z
      .object({ sidebar: z.object({ groupByYear: z.boolean() }).partial() })
      .partial()
      .optional(),
    tableOfContents: z
      .object({
        /** Default: 2. */
        minHeadingLevel: z.number().int().min(2).max(6).default(2),
        /** Default: 3. */
        maxHeadingLevel: z.number().int().min(2).max(6).default(3),
      })
      .optional(),
    /** Code highlighting themes and languages (Docusaurus' `prism` block). */
    prism: z.record(z.string(), z.unknown()).optional(),
    /** Hosted DocSearch; without it the local search index is used. */
    algolia: z
      .object({
        appId: z.string(),
        apiKey: z.string(),
        indexName: z.string(),
        /** Filters by language and docs version. Default: false. */
        contextualSearch: z.boolean().default(false),
        /** Route of the full results page, or false for none. Default: `search`. */
        searchPagePath: z.union([z.string(), z.literal(false)]).default('search'),
        externalUrlRegex: z.string().optional(),
        searchParameters: z.record(z.string(), z.unknown()).optional(),
      })
      .passthrough()
      .optional(),
  })
  .passthrough();

export type ThemeConfig = z.output<typeof themeConfigSchema>;
export type ThemeConfigInput = z.input<typeof themeConfigSchema>;
export type NavbarConfig = ThemeConfig['navbar'];
export type NavbarLogoConfig = NonNullable<NavbarConfig['logo']>;
export type FooterConfig = NonNullable<ThemeConfig['footer']>;
export type FooterLinkItem = z.infer<typeof footerLinkItem>;
export type AnnouncementBarConfig = NonNullable<ThemeConfig['announcementBar']>;
export type ColorModeConfig = ThemeConfig['colorMode'];
export type TableOfContentsConfig = NonNullable<ThemeConfig['tableOfContents']>;
export type AlgoliaThemeConfig = NonNullable<ThemeConfig['algolia']>;
