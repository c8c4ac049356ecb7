// Which rendered pages go into the index, and the top level (lvl0) they are grouped under.
import type { RouteConfig } from '@tessera/core/shared';

// Lists and indexes repeat content that is indexed on its own page.
const LIST_COMPONENTS = new Set([
  '@theme/BlogListPage',
  '@theme/BlogTagsListPage',
  '@theme/BlogTagsPostsPage',
  '@theme/BlogArchivePage',
  '@theme/BlogAuthorsListPage',
  '@theme/BlogAuthorsPostsPage',
  '@theme/DocTagsListPage',
  '@theme/DocTagDocListPage',
  '@theme/DocCategoryGeneratedIndexPage',
  '@theme/SearchPage',
  '@theme/NotFound',
]);

export function shouldIndex(
  route: RouteConfig | undefined,
  htmlFile: string,
  ignore: RegExp[],
): route is RouteConfig {
  if (!route || htmlFile === '404.html') return false;
  if (route.unlisted) return false;
  if (LIST_COMPONENTS.has(route.component)) return false;
  return !ignore.some((re) => re.test(route.path));
}

/**
 * The group a page is listed under: a doc's top breadcrumb (its sidebar category), else the
 * group its plugin gave the route (a blog's title, "Docs"), else the plugin's id, else "Pages".
 */
export function lvl0Of(route: RouteConfig, breadcrumbRoot: string | null): string {
  if (breadcrumbRoot) return breadcrumbRoot;
  if (route.metadata?.searchGroup) return route.metadata.searchGroup;
  const plugin = route.plugin;
  if (plugin && plugin.id !== 'default')
    return plugin.id.replace(/[-_]+/g, ' ').replace(/^./, (c) => c.toUpperCase());
  return 'Pages';
}
