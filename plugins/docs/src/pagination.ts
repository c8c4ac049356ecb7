// Previous/next links of doc pages and generated index pages: their neighbours in their sidebar's
// reading order, unless a doc's front matter names them (pagination_prev/next; null for none).
import { SiteError, closest } from '@tessera/core/node';
import type { DocFile } from './docs';
import { flattenSidebar, generatedIndexPath, type NormalizedSidebars } from './sidebars';
import type { NavLink } from './types';

type SidebarEntry = ReturnType<typeof flattenSidebar>[number];

/** Sidebar name -> its pages in reading order. */
export type ReadingOrders = Map<string, SidebarEntry[]>;

/** What links are made from: one version's docs and URL base. */
export interface PaginationScope {
  docsById: Map<string, DocFile>;
  routeBase: string;
}

export interface Neighbours {
  previous?: NavLink;
  next?: NavLink;
}

/** Each sidebar's pages in reading order; unlisted docs and refs to other sidebars are skipped. */
export function readingOrders(
  sidebars: NormalizedSidebars,
  { docsById }: PaginationScope,
): ReadingOrders {
  return new Map(
    Object.entries(sidebars).map(([name, items]) => [
      name,
      flattenSidebar(items).filter(
        (e) => e.kind === 'index' || (!e.ref && !docsById.get(e.id)!.frontMatter.unlisted),
      ),
    ]),
  );
}

/** Each doc id's and generated index's first position in a reading order, made once per order. */
const positions = new WeakMap<SidebarEntry[], Map<string | object, number>>();

/**
 * Where a doc (by id) or a generated index (by category) first sits in `order`; -1 when it does
 * not. Looked up, not searched: a search per doc made a version's routes quadratic in its docs
 * (100,000 docs in one sidebar were most of that build's load).
 */
export function positionIn(order: SidebarEntry[], entry: string | object): number {
  let byEntry = positions.get(order);
  if (!byEntry) {
    byEntry = new Map();
    for (const [at, e] of order.entries()) {
      const key = e.kind === 'doc' ? e.id : e.category;
      if (!byEntry.has(key)) byEntry.set(key, at);
    }
    positions.set(order, byEntry);
  }
  return byEntry.get(entry) ?? -1;
}

/** The pages before and after position `at` of `order` (none when `at` is -1). */
export function neighbours(order: SidebarEntry[], at: number, scope: PaginationScope): Neighbours {
  return {
    previous: at > 0 ? navLinkOf(order[at - 1]!, scope) : undefined,
    next: at >= 0 && at < order.length - 1 ? navLinkOf(order[at + 1]!, scope) : undefined,
  };
}

/** A doc's links: its front matter's choice, else its neighbours in its sidebar's `order`. */
export function docPagination(doc: DocFile, order: SidebarEntry[], scope: PaginationScope) {
  const index = positionIn(order, doc.id);
  const previousChosen = chosenLink(doc.frontMatter.pagination_prev, doc, scope);
  const nextChosen = chosenLink(doc.frontMatter.pagination_next, doc, scope);
  const implicit = neighbours(order, index, scope);
  return {
    previous: previousChosen === null ? undefined : (previousChosen ?? implicit.previous),
    next: nextChosen === null ? undefined : (nextChosen ?? implicit.next),
  };
}

function navLinkOf(entry: SidebarEntry, { docsById, routeBase }: PaginationScope): NavLink {
  if (entry.kind === 'doc') {
    const d = docsById.get(entry.id)!;
    return {
      title: d.frontMatter.pagination_label ?? d.frontMatter.sidebar_label ?? d.title,
      permalink: d.permalink,
    };
  }
  return {
    title: entry.category.label,
    permalink: generatedIndexPath(entry.category, routeBase),
  };
}

/** The doc a front matter value names: undefined when unset, null when set to null (no link). */
function chosenLink(
  value: string | null | undefined,
  doc: DocFile,
  { docsById }: PaginationScope,
): NavLink | undefined | null {
  if (value === undefined) return undefined;
  if (value === null) return null;
  const target = docsById.get(value);
  if (!target)
    throw new SiteError(`pagination links to the doc id "${value}", which does not exist.`, {
      location: { file: doc.source },
      hint: `Did you mean one of: ${closest(value, docsById.keys(), 3).join(', ')}?`,
    });
  return {
    title: target.frontMatter.pagination_label ?? target.title,
    permalink: target.permalink,
  };
}
