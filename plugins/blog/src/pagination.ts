// The paginated list pages: `<base>`, `<base>/page/2`, ... (`postsPerPage` listed posts each).
import type { BlogPages } from './routes';
import type { BlogListMetadata, BlogPostMetadata } from './types';

/** 23 posts with 10 per page -> [[0..9], [10..19], [20..22]]. */
export function paginate<T>(items: T[], perPage: number | 'ALL'): T[][] {
  const size = perPage === 'ALL' ? Math.max(1, items.length) : perPage;
  const pages: T[][] = [];
  for (let i = 0; i < items.length; i += size) pages.push(items.slice(i, i + size));
  return pages.length ? pages : [[]];
}

export async function addListPages(listed: BlogPostMetadata[], pages: BlogPages): Promise<void> {
  const { actions, options, paths } = pages;
  const chunks = paginate(listed, options.postsPerPage);
  const pagePath = (n: number) => (n === 1 ? paths.base : `${paths.base}/page/${n}`);
  for (const [i, items] of chunks.entries()) {
    const page = i + 1;
    const listMetadata: BlogListMetadata = {
      permalink: pagePath(page),
      page,
      postsPerPage: options.postsPerPage === 'ALL' ? listed.length : options.postsPerPage,
      totalPages: chunks.length,
      totalCount: listed.length,
      previousPage: page > 1 ? pagePath(page - 1) : undefined,
      nextPage: page < chunks.length ? pagePath(page + 1) : undefined,
      blogTitle: options.blogTitle,
      blogDescription: options.blogDescription,
    };
    actions.addRoute({
      path: pagePath(page),
      component: '@theme/BlogListPage',
      exact: true,
      modules: {
        listMetadata: await actions.createData(`list-${page}.json`, listMetadata),
        sidebar: pages.sidebar,
        ...pages.listModules(items),
      },
    });
  }
}
