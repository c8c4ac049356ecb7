// Which rendered pages go into the index, and the top level (lvl0) they are grouped under.
import fs from 'node:fs';
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

const blogTitles = new Map<string, string | null>();

/** Docs: their top sidebar category; blog posts: the blog's title; other pages: "Pages" or the plugin's id. */
export function lvl0Of(route: RouteConfig, breadcrumbRoot: string | null): string {
  const plugin = route.plugin;
  if (plugin?.name === 'tessera-plugin-docs') return breadcrumbRoot ?? 'Docs';
  if (plugin?.name === 'tessera-plugin-blog') return blogTitleOf(route) ?? 'Blog';
  if (plugin && plugin.id !== 'default')
    return plugin.id.replace(/[-_]+/g, ' ').replace(/^./, (c) => c.toUpperCase());
  return 'Pages';
}

function blogTitleOf(route: RouteConfig): string | null {
  const file = route.modules?.metadata;
  if (typeof file !== 'string') return null;
  if (!blogTitles.has(file)) {
    try {
      const title = (JSON.parse(fs.readFileSync(file, 'utf8')) as { blogTitle?: unknown })
        .blogTitle;
      blogTitles.set(file, typeof title === 'string' ? title : null);
    } catch {
      blogTitles.set(file, null);
    }
  }
  return blogTitles.get(file)!;
}
