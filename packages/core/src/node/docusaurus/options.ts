// Options written for a Docusaurus plugin, given to the Tessera plugin that stands in for it.
// Keys the Tessera plugin's schema knows pass; keys Docusaurus documents for that plugin but
// Tessera does not honour yet are dropped with one warning; any other key stays, so the schema
// rejects it as a typo.
import type { z } from 'zod';
import { log } from '../logger';

/** Documented options of the Docusaurus plugins Tessera stands in for (Docusaurus 3). */
const DOCUSAURUS_OPTIONS: Record<string, string[]> = {
  'plugin-content-docs': [
    'id',
    'path',
    'routeBasePath',
    'tagsBasePath',
    'sidebarPath',
    'editUrl',
    'editLocalizedFiles',
    'editCurrentVersion',
    'include',
    'exclude',
    'sidebarItemsGenerator',
    'numberPrefixParser',
    'docsRootComponent',
    'docVersionRootComponent',
    'docRootComponent',
    'docItemComponent',
    'docTagsListComponent',
    'docTagDocListComponent',
    'docCategoryGeneratedIndexComponent',
    'remarkPlugins',
    'rehypePlugins',
    'recmaPlugins',
    'beforeDefaultRemarkPlugins',
    'beforeDefaultRehypePlugins',
    'showLastUpdateAuthor',
    'showLastUpdateTime',
    'disableVersioning',
    'includeCurrentVersion',
    'lastVersion',
    'versions',
    'onlyIncludeVersions',
    'breadcrumbs',
    'sidebarCollapsible',
    'sidebarCollapsed',
    'tags',
    'onInlineTags',
    'admonitions',
    'exclude',
    'editLocalizedFiles',
  ],
  'plugin-content-blog': [
    'id',
    'path',
    'routeBasePath',
    'tagsBasePath',
    'pageBasePath',
    'archiveBasePath',
    'authorsBasePath',
    'include',
    'exclude',
    'postsPerPage',
    'blogListComponent',
    'blogPostComponent',
    'blogTagsListComponent',
    'blogTagsPostsComponent',
    'blogArchiveComponent',
    'blogAuthorsPostsComponent',
    'blogAuthorsListComponent',
    'blogTitle',
    'blogDescription',
    'blogSidebarCount',
    'blogSidebarTitle',
    'remarkPlugins',
    'rehypePlugins',
    'recmaPlugins',
    'beforeDefaultRemarkPlugins',
    'beforeDefaultRehypePlugins',
    'truncateMarker',
    'showReadingTime',
    'readingTime',
    'authorsMapPath',
    'feedOptions',
    'sortPosts',
    'editUrl',
    'editLocalizedFiles',
    'showLastUpdateAuthor',
    'showLastUpdateTime',
    'tags',
    'onInlineTags',
    'onInlineAuthors',
    'onUntruncatedBlogPosts',
    'processBlogPosts',
    'admonitions',
  ],
  'plugin-content-pages': [
    'id',
    'path',
    'routeBasePath',
    'include',
    'exclude',
    'mdxPageComponent',
    'remarkPlugins',
    'rehypePlugins',
    'recmaPlugins',
    'beforeDefaultRemarkPlugins',
    'beforeDefaultRehypePlugins',
    'editUrl',
    'editLocalizedFiles',
    'showLastUpdateAuthor',
    'showLastUpdateTime',
    'admonitions',
  ],
  'plugin-google-gtag': ['id', 'trackingID', 'anonymizeIP'],
  'plugin-google-tag-manager': ['id', 'containerId'],
  'plugin-sitemap': [
    'id',
    'lastmod',
    'changefreq',
    'priority',
    'ignorePatterns',
    'filename',
    'createSitemapItems',
  ],
  'plugin-client-redirects': [
    'id',
    'fromExtensions',
    'toExtensions',
    'redirects',
    'createRedirects',
  ],
  'theme-classic': ['id', 'customCss'],
  'theme-search-algolia': ['id'],
};

/** Carried in the options (the config schema copies them) until the plugin loads. */
const ORIGIN_KEY = '__docusaurusPlugin';

/** Remembers that these options were written for a Docusaurus plugin (short name). */
export function markDocusaurusOptions<T extends object>(options: T, docusaurusPlugin: string): T {
  return { ...options, [ORIGIN_KEY]: docusaurusPlugin };
}

/** Drops the documented Docusaurus options the plugin's schema does not know, with a warning. */
export function adaptDocusaurusOptions(
  options: Record<string, unknown>,
  schema: z.ZodType | undefined,
  label: string,
): Record<string, unknown> {
  const { [ORIGIN_KEY]: origin, ...rest } = options;
  if (typeof origin !== 'string') return options;
  options = rest;
  const known = new Set(schemaKeys(schema));
  const documented = new Set(DOCUSAURUS_OPTIONS[origin] ?? []);
  const dropped = Object.keys(options).filter((k) => !known.has(k) && documented.has(k));
  if (!dropped.length) return options;
  log.warn(
    `Options of ${label} (Docusaurus' ${origin}) that Tessera does not act on yet were left out: ${dropped.join(', ')}.`,
  );
  return Object.fromEntries(Object.entries(options).filter(([k]) => !dropped.includes(k)));
}

function schemaKeys(schema: z.ZodType | undefined): string[] {
  const shape = (schema as unknown as { shape?: Record<string, unknown> } | undefined)?.shape;
  return shape ? Object.keys(shape) : [];
}
