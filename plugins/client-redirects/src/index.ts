// Redirect pages for old URLs, as Docusaurus' plugin-client-redirects writes them: after the
// build, each `from` path gets a small HTML page that sends the visitor (and search engines,
// through the canonical link and the refresh) to the page's current URL.
import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import {
  SiteError,
  addBaseUrl,
  applyTrailingSlash,
  definePlugin,
  htmlFileForRoute,
  normalizeRoutePath,
  type Plugin,
} from '@tessera/core/node';

const redirectSchema = z.object({
  to: z.string(),
  from: z.union([z.string(), z.array(z.string())]),
});

const optionsSchema = z
  .object({
    id: z.string().optional(),
    /** `['html']`: `/page.html` redirects to `/page`. */
    fromExtensions: z.array(z.string()).default([]),
    /** `['html']`: `/page` redirects to `/page.html` when only that exists. */
    toExtensions: z.array(z.string()).default([]),
    redirects: z.array(redirectSchema).default([]),
    /** `(existingPath) => from path(s) | undefined`. */
    createRedirects: z.function().optional(),
  })
  .strict();

type Redirect = { from: string; to: string };

const clientRedirectsPlugin = definePlugin(optionsSchema, (context, options): Plugin => ({
  name: 'tessera-plugin-client-redirects',
  async postBuild({ outDir, pages }) {
    const existing = new Set([...pages.keys()].map(normalizeRoutePath));
    const redirects = collectRedirects(options, existing, context.baseUrl);
    for (const { from, to } of redirects) {
      // `/page.html` is a file of its own; other paths are written as pages are.
      const relative = from.endsWith('.html')
        ? from.slice(context.baseUrl.length)
        : htmlFileForRoute(from, context.baseUrl, context.siteConfig.trailingSlash);
      const file = path.join(outDir, relative);
      // A real page wins, as in Docusaurus.
      if (
        fs.existsSync(file) ||
        (!from.endsWith('.html') && existing.has(normalizeRoutePath(from)))
      )
        continue;
      const target = applyTrailingSlash(to, context.siteConfig.trailingSlash);
      await fs.promises.mkdir(path.dirname(file), { recursive: true });
      await fs.promises.writeFile(file, redirectPage(target));
    }
  },
}));

function collectRedirects(
  options: z.output<typeof optionsSchema>,
  existing: Set<string>,
  baseUrl: string,
): Redirect[] {
  const out: Redirect[] = [];
  const add = (from: string, to: string) =>
    out.push({ from: addBaseUrl(from, baseUrl), to: addBaseUrl(to, baseUrl) });
  for (const { from, to } of options.redirects) {
    if (!/^[a-z]+:/i.test(to) && !existing.has(normalizeRoutePath(addBaseUrl(to, baseUrl))))
      throw new SiteError(`A client redirect points to "${to}", which is not a page of the site.`, {
        hint: 'Fix `to` in the redirects option of the client-redirects plugin.',
      });
    for (const one of [from].flat()) add(one, to);
  }
  const create = options.createRedirects as
    ((existingPath: string) => string | string[] | undefined | null) | undefined;
  for (const page of existing) {
    for (const ext of options.fromExtensions) add(`${page}.${ext}`, page);
    for (const ext of options.toExtensions) {
      const match = new RegExp(`\\.${ext}$`).exec(page);
      if (match) add(page.slice(0, match.index), page);
    }
    const created = create?.(page);
    for (const from of [created ?? []].flat()) add(from, page);
  }
  return out;
}

function redirectPage(to: string): string {
  const url = to.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
  return `<!DOCTYPE html><html><head><meta charset="UTF-8"><meta http-equiv="refresh" content="0; url=${url}"><link rel="canonical" href="${url}"></head><script>window.location.href=${JSON.stringify(to).replace(/</g, '\\u003c')}+window.location.search+window.location.hash;</script></html>\n`;
}

export default clientRedirectsPlugin;
