// `sitemap.xml`: every page the build rendered, except unlisted pages, pages whose head says
// `<meta name="robots" content="noindex">` (a page's own <Head>, or the site's noIndex), the 404
// page and paths matching `ignorePatterns`. Docusaurus' plugin-sitemap options, plus `robotsTxt`:
// a `robots.txt` that names the sitemap by its absolute URL (Docusaurus sites keep one in
// static/; a file there wins over the generated one).
import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import {
  applyTrailingSlash,
  definePlugin,
  log,
  normalizeRoutePath,
  writeOrLink,
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
    /**
     * Tessera's: also write `robots.txt` at the base URL, allowing every crawler and naming the
     * sitemap (`Disallow: /` instead, and no sitemap, when the site has `noIndex`). `disallow`
     * adds `Disallow:` lines. Default: false, as in Docusaurus.
     */
    robotsTxt: z
      .union([z.boolean(), z.object({ disallow: z.array(z.string()).default([]) }).strict()])
      .default(false),
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
  const itemsFor = async (
    routes: RouteConfig[],
    pages: Map<string, string>,
    outDir: string,
  ): Promise<SitemapItem[]> => {
    const unlisted = new Set(
      routes.filter((r) => r.unlisted).map((r) => normalizeRoutePath(r.path)),
    );
    const notFound = normalizeRoutePath(context.baseUrl + '404');
    const home = normalizeRoutePath(context.baseUrl);
    const candidates = [...pages]
      .map(([route, file]) => [normalizeRoutePath(route), file] as const)
      // A pattern may be written with or without the trailing slash.
      .filter(
        ([p]) =>
          p !== notFound &&
          !unlisted.has(p) &&
          !ignored.some((re) => re.test(p) || re.test(p + '/')),
      );
    const noIndex = await mapLimit(candidates, 32, ([, file]) =>
      readHead(path.join(outDir, file)).then(hasNoIndexMeta),
    );
    return candidates
      .filter((_, i) => !noIndex[i])
      .map(([p]) => p)
      .sort()
      .map((p) => ({
        // The URL each page names as its canonical one (core's SiteHead): the home page is the
        // base URL itself, whatever the trailing-slash policy.
        url:
          siteUrl +
          (p === home ? context.baseUrl : applyTrailingSlash(p, context.siteConfig.trailingSlash)),
        changefreq: options.changefreq,
        priority: options.priority,
        lastmod: options.lastmod ? lastmodOf(new Date(), options.lastmod) : null,
      }));
  };
  const sitemapUrl = siteUrl + context.baseUrl + options.filename.replace(/^\//, '');
  return {
    name: 'tessera-plugin-sitemap',
    async postBuild({ outDir, routes, pages, previousOutDir }) {
      const write = async (name: string, text: string) => {
        const file = path.join(outDir, name);
        await fs.promises.mkdir(path.dirname(file), { recursive: true });
        await writeOrLink(file, text, path.join(previousOutDir, name));
      };
      if (options.robotsTxt !== false) {
        if (fs.existsSync(path.join(outDir, 'robots.txt')))
          log.warn(
            'static/robots.txt is used as it is; the sitemap plugin does not write one (its robotsTxt option is on).',
          );
        else
          await write(
            'robots.txt',
            robotsTxt({
              sitemapUrl: context.siteConfig.noIndex ? null : sitemapUrl,
              disallow: context.siteConfig.noIndex
                ? ['/']
                : options.robotsTxt === true
                  ? []
                  : options.robotsTxt.disallow,
            }),
          );
      }
      if (context.siteConfig.noIndex) return;
      const create = options.createSitemapItems as
        | ((args: {
            defaultCreateSitemapItems: () => Promise<SitemapItem[]>;
            siteConfig: unknown;
            routes: RouteConfig[];
          }) => Promise<SitemapItem[]>)
        | undefined;
      const items = create
        ? await create({
            defaultCreateSitemapItems: () => itemsFor(routes, pages, outDir),
            siteConfig: context.siteConfig,
            routes,
          })
        : await itemsFor(routes, pages, outDir);
      await write(options.filename, sitemapXml(items));
    },
  };
});

export function sitemapXml(items: SitemapItem[]): string {
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

/** robots.txt for every crawler: what it may not fetch, and where the sitemap is. */
export function robotsTxt({
  sitemapUrl,
  disallow,
}: {
  sitemapUrl: string | null;
  disallow: string[];
}): string {
  const lines = [
    'User-agent: *',
    ...(disallow.length ? disallow : ['']).map((p) => `Disallow: ${p}`),
  ];
  if (sitemapUrl) lines.push('', `Sitemap: ${sitemapUrl}`);
  return lines.join('\n') + '\n';
}

/** The start of an HTML file up to its `</head>` (the whole file if it has none). */
async function readHead(file: string): Promise<string> {
  const handle = await fs.promises.open(file, 'r');
  try {
    const chunk = Buffer.alloc(32 * 1024);
    let text = '';
    for (;;) {
      const { bytesRead } = await handle.read(chunk, 0, chunk.length, null);
      if (bytesRead === 0) return text;
      text += chunk.toString('latin1', 0, bytesRead);
      const end = text.indexOf('</head>');
      if (end !== -1) return text.slice(0, end);
    }
  } finally {
    await handle.close();
  }
}

/** True when a `<meta name="robots">` (or `googlebot`) of the head says noindex. */
export function hasNoIndexMeta(head: string): boolean {
  for (const [tag] of head.matchAll(/<meta\b[^>]*>/gi)) {
    const name = /\bname\s*=\s*["']?([^"'\s>]+)/i.exec(tag)?.[1]?.toLowerCase();
    const content = /\bcontent\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i.exec(tag);
    const value = (content?.[1] ?? content?.[2] ?? content?.[3] ?? '').toLowerCase();
    if ((name === 'robots' || name === 'googlebot') && /\b(noindex|none)\b/.test(value))
      return true;
  }
  return false;
}

async function mapLimit<T, R>(items: readonly T[], limit: number, fn: (item: T) => Promise<R>) {
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      results[i] = await fn(items[i]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
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
