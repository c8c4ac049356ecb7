// Generated index pages: a category whose link is `{type: 'generated-index'}` gets a page of
// cards for its items (@theme/DocCategoryGeneratedIndexPage), with previous/next links.
import { slugify, type PluginActions } from '@tessera/core/node';
import type { DocFile } from './docs';
import { generatedIndexPath, toClientSidebar, type NormalizedItem } from './sidebars';
import { neighbours, positionIn, type PaginationScope, type ReadingOrders } from './pagination';
import type { VersionSidebars } from './pageSidebars';
import type { GeneratedIndexData } from './types';

type Category = Extract<NormalizedItem, { type: 'category' }>;

export async function addGeneratedIndexRoutes(
  sidebars: Record<string, NormalizedItem[]>,
  orders: ReadingOrders,
  versionSidebars: VersionSidebars,
  scope: PaginationScope,
  actions: PluginActions,
): Promise<void> {
  for (const [name, items] of Object.entries(sidebars)) {
    const order = orders.get(name)!;
    for (const category of categoriesWithGeneratedIndex(items)) {
      const permalink = generatedIndexPath(category, scope.routeBase);
      const at = positionIn(order, category);
      const link = category.link as { title?: string; description?: string };
      const data: GeneratedIndexData = {
        title: link.title ?? category.label,
        description: link.description,
        permalink,
        items: indexItems(category, scope),
        ...neighbours(order, at, scope),
      };
      const pageSidebar = versionSidebars.forPage(name, permalink);
      const file = await actions.createData(`index-${slugify(permalink)}.json`, {
        categoryGeneratedIndex: data,
        sidebar: pageSidebar,
      });
      actions.addRoute({
        path: permalink,
        component: '@theme/DocCategoryGeneratedIndexPage',
        exact: true,
        sidebar: name,
        modules: {
          categoryGeneratedIndex: `${file}#categoryGeneratedIndex`,
          sidebar: versionSidebars.module(name, pageSidebar, file),
        },
        serverModules: versionSidebars.serverModules(pageSidebar),
      });
    }
  }
}

/** The cards: docs and links with their description, categories with a page and their size. */
function indexItems(
  category: Category,
  { docsById, routeBase }: { docsById: Map<string, DocFile>; routeBase: string },
): GeneratedIndexData['items'] {
  return toClientSidebar(category.items, docsById, routeBase).flatMap(
    (item): GeneratedIndexData['items'] => {
      if (item.type === 'html') return [];
      if (item.type === 'link')
        return [
          {
            type: 'link' as const,
            label: item.label,
            href: item.href,
            description: item.docId ? docsById.get(item.docId)?.description : undefined,
          },
        ];
      return item.href
        ? [
            {
              type: 'category' as const,
              label: item.label,
              href: item.href,
              count: item.items.length,
            },
          ]
        : [];
    },
  );
}

function categoriesWithGeneratedIndex(items: NormalizedItem[]): Category[] {
  return items.flatMap((item) =>
    item.type === 'category'
      ? [
          ...(item.link?.type === 'generated-index' ? [item] : []),
          ...categoriesWithGeneratedIndex(item.items),
        ]
      : [],
  );
}
