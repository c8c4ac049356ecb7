// The routes of one docs version: a page per doc, the generated index pages of categories and
// the tag pages, each with its data file(s). Returns what the global data needs.
import {
  SiteError,
  type LoadContext,
  type PluginActions,
  type RouteConfig,
} from '@tessera/core/node';
import type { VersionContent } from './content';
import type { DocFile } from './docs';
import type { BuiltVersion } from './globalData';
import { addGeneratedIndexRoutes } from './generatedIndexes';
import { docMetadata } from './metadata';
import type { Options } from './options';
import { PageSidebars, VersionSidebars, sidebarOfDocs } from './pageSidebars';
import { docPagination, readingOrders, type PaginationScope } from './pagination';
import { DocTags } from './tags';
import type { DocMetadata } from './types';

/** What every version's routes are made with. */
export interface RoutesScope {
  context: LoadContext;
  options: Options;
  pageSidebars: PageSidebars;
  actions: PluginActions;
}

export async function addVersionRoutes(
  version: VersionContent,
  scope: RoutesScope,
): Promise<BuiltVersion> {
  const { actions, context } = scope;
  const docsById = new Map(version.docs.map((d) => [d.id, d]));
  const sidebarOfDoc = sidebarOfDocs(version.sidebars);
  const versionSidebars = await VersionSidebars.create(
    version,
    docsById,
    scope.pageSidebars,
    actions,
    context.isDev,
  );
  const pagination: PaginationScope = { docsById, routeBase: version.spec.routeBase };
  const orders = readingOrders(version.sidebars, pagination);
  const tags = new DocTags(version.spec.routeBase);
  const docRoutes = new DocRoutes(version, scope, versionSidebars);
  for (const doc of version.docs) {
    const sidebar = displayedSidebar(doc, sidebarOfDoc, version);
    const placement = {
      sidebar,
      ...docPagination(doc, sidebar ? (orders.get(sidebar) ?? []) : [], pagination),
      tags: tags.collect(doc),
    };
    await docRoutes.add(doc, docMetadata(doc, version.spec, placement, scope.options, context));
  }
  for (const route of await docRoutes.all()) actions.addRoute(route);
  await addGeneratedIndexRoutes(version.sidebars, orders, versionSidebars, pagination, actions);
  await tags.addRoutes(actions, version.spec.filePrefix);
  return { version, sidebarOfDoc, docsById };
}

/** The sidebar a doc page shows: `displayed_sidebar` (null: none), else the one listing it. */
function displayedSidebar(
  doc: DocFile,
  sidebarOfDoc: Map<string, string>,
  version: VersionContent,
): string | undefined {
  const displayed = doc.frontMatter.displayed_sidebar;
  if (displayed && !version.sidebars[displayed])
    throw new SiteError(
      `displayed_sidebar names the sidebar "${displayed}", which does not exist.`,
      {
        location: { file: doc.source },
        hint: `Sidebars: ${Object.keys(version.sidebars).join(', ')}.`,
      },
    );
  return displayed === null ? undefined : (displayed ?? sidebarOfDoc.get(doc.id));
}

/**
 * Doc pages' data files are written concurrently (one at a time is slow on large sites), 64 at a
 * time (all at once would hold every doc's JSON in memory); the routes are added afterwards, in
 * doc order.
 */
class DocRoutes {
  private readonly routes: Array<Promise<RouteConfig>> = [];

  constructor(
    private readonly version: VersionContent,
    private readonly scope: RoutesScope,
    private readonly sidebars: VersionSidebars,
  ) {}

  async add(doc: DocFile, metadata: DocMetadata): Promise<void> {
    const { sidebar } = metadata;
    const pageSidebar = sidebar ? this.sidebars.forPage(sidebar, doc.permalink) : undefined;
    const serverModules = this.sidebars.serverModules(pageSidebar);
    if (this.routes.length % 64 === 0) await Promise.all(this.routes.slice(-64));
    const dataFile = `${this.version.spec.filePrefix}doc-${doc.id.replace(/\//g, '--')}.json`;
    this.routes.push(
      this.scope.actions.createData(dataFile, { metadata, sidebar: pageSidebar }).then((file) => {
        const modules: Record<string, string> = {
          content: doc.source,
          metadata: `${file}#metadata`,
        };
        if (sidebar) modules.sidebar = this.sidebars.module(sidebar, pageSidebar, file);
        return {
          path: doc.permalink,
          component: this.scope.options.docItemComponent,
          exact: true,
          modules,
          serverModules,
          sidebar,
          unlisted: metadata.unlisted,
          metadata: {
            sourceFilePath: doc.source,
            title: doc.title,
            searchGroup: 'Docs',
            draft: doc.frontMatter.draft === true,
          },
        };
      }),
    );
  }

  all(): Promise<RouteConfig[]> {
    return Promise.all(this.routes);
  }
}
