// `sitemap.xml`: every page the build rendered, except unlisted pages, pages marked noindex, the
// 404 page and paths matching `ignorePatterns`. Docusaurus' plugin-sitemap options.
import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import {
  applyTrailingSlash,
  definePlugin,
  normalizeRoutePath,
  type Plugin,
  type RouteConfig,
} from '@tessera/core/node';

const changefreq = z.enum(['always', 'hourly', 'daily', 'weekly', 'monthly', 'yearly', 'never']);

const optionsSchema = z
  .object({
    id: z.string().optional(),
    /** Default: `sitemap.xml`, at the base URL. */
    filename: z.string().default('sitemap.xml'),
    /** Glob-like paths (`*` within a segment, `**` across) left out of the sitemap. */
    ignorePatterns: z.array(z.string()).default(['/tags/**']),
    /** Default: null (no lastmod). */
    lastmod: z.enum(['date', 'datetime']).nullable().default(null),
    /** Default: null; Docusaurus 3 no longer writes one unless asked. */
    changefreq: changefreq.nullable().default(null),
    /** Default: null. */
    priority: z.number().min(0).max(1).nullable().default(null),
    /** Docusaurus' hook to edit the items: `async ({defaultCreateSitemapItems, ...params}) => items`. */
    createSitemapItems: z.function().optional(),
  })
  .strict();

export interface SitemapItem {
  url: string;
  lastmod?: string | null;
  changefreq?: string | null;
  priority?: number | null;
}

const sitemapPlugin = definePlugin(optionsSchema, (context, options): Plugin => {
  const siteUrl = context.siteConfig.url.replace(/\/$/, '');
  const ignored = options.ignorePatterns.map(patternToRegExp);
  const itemsFor = (routes: RouteConfig[], pages: Map<string, string>): SitemapItem[] => {
    const unlisted = new Set(
      routes.filter((r) => r.unlisted).map((r) => normalizeRoutePath(r.path)),
    );
    const notFound = normalizeRoutePath(context.baseUrl + '404');
    return [...pages.keys()]
      .map(normalizeRoutePath)
      .filter((p) => p !== notFound && !unlisted.has(p) && !ignored.some((re) => re.test(p)))
      .sort()
      .map((p) => ({
        url: siteUrl + applyTrailingSlash(p, context.siteConfig.trailingSlash),
        changefreq: options.changefreq,
        priority: options.priority,
        lastmod: options.lastmod ? lastmodOf(new Date(), options.lastmod) : null,
      }));
  };
  return {
    name: 'tessera-plugin-sitemap',
    async postBuild({ outDir, routes, pages }) {
      if (context.siteConfig.noIndex) return;
      const defaults = itemsFor(routes, pages);
      const create = options.createSitemapItems as
        | ((args: {
            defaultCreateSitemapItems: () => Promise<SitemapItem[]>;
            siteConfig: unknown;
            routes: RouteConfig[];
          }) => Promise<SitemapItem[]>)
        | undefined;
      const items = create
        ? await create({
            defaultCreateSitemapItems: async () => defaults,
            siteConfig: context.siteConfig,
            routes,
          })
        : defaults;
      const file = path.join(outDir, options.filename);
      await fs.promises.mkdir(path.dirname(file), { recursive: true });
      await fs.promises.writeFile(file, sitemapXml(items));
    },
  };
});

function sitemapXml(items: SitemapItem[]): string {
  const entries = items.map((item) => {
    const fields = [`<loc>${escapeXml(item.url)}</loc>`];
    if (item.lastmod) fields.push(`<lastmod>${item.lastmod}</lastmod>`);
    if (item.changefreq) fields.push(`<changefreq>${item.changefreq}</changefreq>`);
    if (item.priority !== null && item.priority !== undefined)
      fields.push(`<priority>${item.priority}</priority>`);
    return `<url>${fields.join('')}</url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${entries.join('')}</urlset>\n`;
}

function lastmodOf(date: Date, kind: 'date' | 'datetime'): string {
  return kind === 'date' ? date.toISOString().slice(0, 10) : date.toISOString();
}

function patternToRegExp(pattern: string): RegExp {
  const source = pattern
    .split('**')
    .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '[^/]*'))
    .join('.*');
  return new RegExp(`^${source}$`);
}

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

export default sitemapPlugin;
