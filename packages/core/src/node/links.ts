// Broken link and anchor checking over the links collected while rendering.
import fs from 'node:fs';
import path from 'node:path';
import { normalizeRoutePath, isExternalUrl } from '../shared/paths';

export interface PageLinks {
  path: string;
  links: string[];
  anchors: string[];
}

export interface LinkProblems {
  brokenLinks: Array<{ page: string; link: string }>;
  brokenAnchors: Array<{ page: string; link: string }>;
}

/**
 * Links to routes are checked against the route set (anchors against the ids the target page
 * rendered); other links against the files in `outDir`, the folder served at `baseUrl`.
 */
export function checkLinks(
  pages: PageLinks[],
  routePaths: Set<string>,
  outDir: string,
  baseUrl = '/',
): LinkProblems {
  const anchorsByPage = new Map(pages.map((p) => [normalizeRoutePath(p.path), new Set(p.anchors)]));
  const problems: LinkProblems = { brokenLinks: [], brokenAnchors: [] };
  const fileExists = new Map<string, boolean>();
  for (const page of pages) {
    for (const link of page.links) {
      if (!link || isExternalUrl(link) || link.startsWith('mailto:') || link.startsWith('tel:'))
        continue;
      const url = new URL(link, 'http://site.invalid' + page.path);
      const target = normalizeRoutePath(decodeURIComponent(url.pathname));
      const hash = decodeURIComponent(url.hash.slice(1));
      if (routePaths.has(target)) {
        if (hash && !anchorsByPage.get(target)?.has(hash))
          problems.brokenAnchors.push({ page: page.path, link });
        continue;
      }
      const pathname = decodeURIComponent(url.pathname);
      const file = path.join(
        outDir,
        pathname.startsWith(baseUrl) ? pathname.slice(baseUrl.length) : pathname,
      );
      let exists = fileExists.get(file);
      if (exists === undefined) {
        exists = file.startsWith(outDir) && isServedFile(file);
        fileExists.set(file, exists);
      }
      if (!exists) problems.brokenLinks.push({ page: page.path, link });
    }
  }
  return problems;
}

/** A file, or a folder with an index.html: a bare folder is not a page (a static host lists it or 404s). */
function isServedFile(file: string): boolean {
  const stat = fs.statSync(file, { throwIfNoEntry: false });
  if (!stat) return false;
  return stat.isFile() || fs.existsSync(path.join(file, 'index.html'));
}

export function formatLinkList(items: Array<{ page: string; link: string }>): string {
  const byPage = new Map<string, string[]>();
  for (const { page, link } of items) byPage.set(page, [...(byPage.get(page) ?? []), link]);
  return [...byPage]
    .map(([page, links]) => `  - on ${page}:\n${links.map((l) => `      -> ${l}`).join('\n')}`)
    .join('\n');
}
