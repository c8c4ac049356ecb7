// Each doc page's copy of its sidebar. In production a page carries a pruned copy (see
// pruneSidebar) in its own data file; the items it leaves out are written once per category to
// `__docs/<pluginId>/<sidebar>/<path>.json` after the build and fetched by the browser. The
// dev server keeps the shared full sidebar (it writes no files).
import fs from 'node:fs';
import path from 'node:path';
import { slugify, type PluginActions } from '@tessera/core/node';
import type { DocFile } from './docs';
import {
  flattenSidebar,
  pruneSidebar,
  sidebarCategories,
  toClientSidebar,
  type NormalizedSidebars,
} from './sidebars';
import type { ClientSidebar, ClientSidebarItem } from './types';
import type { VersionSpec } from './versions';

export class PageSidebars {
  /** Every version's full sidebars, by file key (version prefix + sidebar name). */
  private readonly full = new Map<string, ClientSidebar>();
  private readonly folder: string;

  constructor(
    pluginId: string,
    private readonly baseUrl: string,
  ) {
    this.folder = `__docs/${pluginId}`;
  }

  /** Forgets the previous content load's sidebars. */
  clear(): void {
    this.full.clear();
  }

  add(key: string, sidebar: ClientSidebar): void {
    this.full.set(key, sidebar);
  }

  /** The copy of sidebar `key` (named `name`) for the page at `pagePath`. */
  pruned(key: string, name: string, pagePath: string): ClientSidebar {
    return {
      name,
      items: pruneSidebar(
        this.full.get(key)!.items,
        pagePath,
        (at) => `${this.baseUrl}${this.folder}/${categoryFile(key, at)}`,
      ),
    };
  }

  /** Each category's items, fetched by the pages whose copy of the sidebar left them out. */
  async writeCategoryFiles(outDir: string): Promise<void> {
    for (const [key, sidebar] of this.full) {
      const sidebarFolder = path.dirname(categoryFile(key, [0]));
      await fs.promises.mkdir(path.join(outDir, this.folder, sidebarFolder), { recursive: true });
      for (const category of sidebarCategories(sidebar.items)) {
        await fs.promises.writeFile(
          path.join(outDir, this.folder, categoryFile(key, category.path)),
          JSON.stringify({ items: category.items }),
        );
      }
    }
  }
}

/** One version's sidebars as route modules: one data file per sidebar, and each page's copy. */
export class VersionSidebars {
  private constructor(
    private readonly pageSidebars: PageSidebars,
    private readonly filePrefix: string,
    /** Sidebar name -> the data file of the whole sidebar. */
    private readonly shared: Map<string, string>,
    private readonly isDev: boolean,
  ) {}

  /** Writes each sidebar's data file, in sidebar order, and registers the full sidebars. */
  static async create(
    version: { spec: VersionSpec; sidebars: NormalizedSidebars },
    docsById: Map<string, DocFile>,
    pageSidebars: PageSidebars,
    actions: PluginActions,
    isDev: boolean,
  ): Promise<VersionSidebars> {
    const { filePrefix, routeBase } = version.spec;
    const shared = new Map<string, string>();
    for (const [name, items] of Object.entries(version.sidebars)) {
      const full = { name, items: toClientSidebar(items, docsById, routeBase) };
      pageSidebars.add(filePrefix + name, full);
      shared.set(
        name,
        await actions.createData(`${filePrefix}sidebar-${slugify(name) || 'sidebar'}.json`, full),
      );
    }
    return new VersionSidebars(pageSidebars, filePrefix, shared, isDev);
  }

  /** The copy of sidebar `name` that goes into the page's data file; none in dev. */
  forPage(name: string, pagePath: string): ClientSidebar | undefined {
    return this.isDev
      ? undefined
      : this.pageSidebars.pruned(this.filePrefix + name, name, pagePath);
  }

  /** The `sidebar` module: the copy in the page's data file, else the shared sidebar. */
  module(name: string, pageSidebar: ClientSidebar | undefined, dataFile: string): string {
    return pageSidebar ? `${dataFile}#sidebar` : this.shared.get(name)!;
  }

  /**
   * The static renderer gets the full sidebar too when a page's copy left items out: the HTML
   * lists those of the categories it shows expanded.
   */
  serverModules(pageSidebar: ClientSidebar | undefined): { fullSidebar: string } | undefined {
    return pageSidebar && hasOmitted(pageSidebar.items)
      ? { fullSidebar: this.shared.get(pageSidebar.name)! }
      : undefined;
  }
}

/** Each doc's sidebar: the first sidebar that lists it (not as a ref). */
export function sidebarOfDocs(sidebars: NormalizedSidebars): Map<string, string> {
  const sidebarOfDoc = new Map<string, string>();
  for (const [name, items] of Object.entries(sidebars))
    for (const entry of flattenSidebar(items))
      if (entry.kind === 'doc' && !entry.ref && !sidebarOfDoc.has(entry.id))
        sidebarOfDoc.set(entry.id, name);
  return sidebarOfDoc;
}

/** Whether a page's copy of its sidebar left any category's items out (see pruneSidebar). */
function hasOmitted(items: ClientSidebarItem[]): boolean {
  return items.some(
    (item) => item.type === 'category' && (!!item.omitted || hasOmitted(item.items)),
  );
}

/** One file per sidebar category (its items), named by the category's position. */
function categoryFile(key: string, at: number[]): string {
  return `${slugify(key) || 'sidebar'}/${at.join('-')}.json`;
}
