// Broken link and anchor checking over the links collected while rendering.
import fs from 'node:fs';
import path from 'node:path';
import { normalizeRoutePath, isExternalUrl } from '../shared/paths';
import type { InternedPage, LinkTable } from './render/linkTable';

export interface LinkProblems {
  brokenLinks: Array<{ page: string; link: string }>;
  brokenAnchors: Array<{ page: string; link: string }>;
  /** Every page's links, added up. */
  checked: number;
}

const enum Verdict {
  Fine = 1,
  BrokenLink,
  BrokenAnchor,
}

/**
 * Links to routes are checked against the route set (anchors against the ids the target page
 * rendered); other links against the files in `outDir`, the folder served at `baseUrl`.
 *
 * A link whose meaning does not depend on the page it is on (a path from the root, an external
 * URL) is checked once however many pages have it, and a run of such links (a sidebar: the same
 * on every page of a category) once for all of them; problems are still reported per page.
 */
export function checkLinks(
  pages: readonly InternedPage[],
  table: LinkTable,
  routePaths: Set<string>,
  outDir: string,
  baseUrl = '/',
): LinkProblems {
  const anchorsByPage = new Map(pages.map((p) => [normalizeRoutePath(p.path), p.anchors]));
  const anchorSets = new Map<string, Set<number>>();
  const hasAnchor = (target: string, hash: string): boolean => {
    let set = anchorSets.get(target);
    if (!set) anchorSets.set(target, (set = new Set(anchorsByPage.get(target))));
    return set.has(table.idOf(hash));
  };
  const fileExists = new Map<string, boolean>();
  const verdictOn = (pagePath: string, link: string): Verdict => {
    const url = new URL(link, 'http://site.invalid' + pagePath);
    const target = normalizeRoutePath(decodeURIComponent(url.pathname));
    const hash = decodeURIComponent(url.hash.slice(1));
    if (routePaths.has(target))
      return hash && !hasAnchor(target, hash) ? Verdict.BrokenAnchor : Verdict.Fine;
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
    return exists ? Verdict.Fine : Verdict.BrokenLink;
  };

  // By string number: the verdict of a link that means the same on every page (0: not known yet).
  const sharedVerdicts = new Uint8Array(table.stringCount);
  const sharedVerdict = (id: number): Verdict | undefined => {
    if (sharedVerdicts[id]) return sharedVerdicts[id] as Verdict;
    const link = table.text(id);
    if (!link || isExternalUrl(link) || link.startsWith('mailto:') || link.startsWith('tel:'))
      return (sharedVerdicts[id] = Verdict.Fine);
    // From the root: the page's own path plays no part.
    if (link.startsWith('/')) return (sharedVerdicts[id] = verdictOn('/', link));
    return undefined;
  };
  // By run number: 1 when every link of the run is fine on any page, 2 when a page must look.
  const runStates = new Uint8Array(table.runCount);
  const runIsFine = (run: number): boolean => {
    if (!runStates[run])
      runStates[run] = table.run(run).every((id) => sharedVerdict(id) === Verdict.Fine) ? 1 : 2;
    return runStates[run] === 1;
  };

  const problems: LinkProblems = { brokenLinks: [], brokenAnchors: [], checked: 0 };
  for (const page of pages) {
    problems.checked += table.linkCount(page);
    for (const run of page.links) {
      if (runIsFine(run)) continue;
      for (const id of table.run(run)) {
        const verdict = sharedVerdict(id) ?? verdictOn(page.path, table.text(id));
        if (verdict === Verdict.BrokenLink)
          problems.brokenLinks.push({ page: page.path, link: table.text(id) });
        else if (verdict === Verdict.BrokenAnchor)
          problems.brokenAnchors.push({ page: page.path, link: table.text(id) });
      }
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

/** A link broken on more pages than this is reported once, with the number of pages. */
const PAGES_LISTED_APART = 5;
/** The pages named for such a link; the rest are counted. */
const PAGES_NAMED = 3;

/**
 * Per page, its links; a link broken on many pages (a navbar or footer link is on every page) is
 * listed once with those pages counted: at 100,000 docs, one such link was 200,000 lines, which
 * the terminal took minutes to take in.
 */
export function formatLinkList(items: Array<{ page: string; link: string }>): string {
  const pagesByLink = groupBy(
    items,
    (item) => item.link,
    (item) => item.page,
  );
  const widespread = new Set(
    [...pagesByLink].filter(([, pages]) => pages.length > PAGES_LISTED_APART).map(([l]) => l),
  );
  const byPage = groupBy(
    items.filter((item) => !widespread.has(item.link)),
    (item) => item.page,
    (item) => item.link,
  );
  const listed = (links: string[]) => links.map((l) => `      -> ${l}`).join('\n');
  return [
    ...[...widespread].map((link) => {
      const pages = [...new Set(pagesByLink.get(link))];
      const named = pages.slice(0, PAGES_NAMED).join(', ');
      const more = pages.length - PAGES_NAMED;
      return `  - on ${pages.length.toLocaleString('en-US')} pages (${named} and ${more.toLocaleString('en-US')} more):\n${listed([link])}`;
    }),
    ...[...byPage].map(([page, links]) => `  - on ${page}:\n${listed(links)}`),
  ].join('\n');
}

function groupBy<T>(items: T[], keyOf: (item: T) => string, valueOf: (item: T) => string) {
  const groups = new Map<string, string[]>();
  for (const item of items) {
    const values = groups.get(keyOf(item));
    if (values) values.push(valueOf(item));
    else groups.set(keyOf(item), [valueOf(item)]);
  }
  return groups;
}
