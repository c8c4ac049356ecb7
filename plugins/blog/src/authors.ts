// Author pages: the authors list (`<base>/authors`) and a page per author with a `page` (authors
// from authors.yml) listing their posts; listed posts only.
import { slugify } from '@tessera/core/node';
import { groupPosts } from './groupPosts';
import type { BlogPages } from './routes';
import type { BlogPostMetadata } from './types';

export async function addAuthorRoutes(listed: BlogPostMetadata[], pages: BlogPages): Promise<void> {
  const authors = groupPosts(listed, (post) =>
    post.authors.flatMap((author) => (author.page ? [[author.page, author]] : [])),
  );
  if (!authors.size) return;
  const { actions, paths, sidebar } = pages;
  const list = {
    authors: [...authors.values()].map(({ value: author, posts }) => ({
      ...author,
      count: posts.length,
    })),
  };
  actions.addRoute({
    path: paths.authorsBase,
    component: '@theme/BlogAuthorsListPage',
    exact: true,
    modules: { authors: await actions.createData('authors.json', list), sidebar },
  });
  for (const { value: author, posts: written } of authors.values()) {
    actions.addRoute({
      path: author.page!,
      component: '@theme/BlogAuthorsPostsPage',
      exact: true,
      modules: {
        author: await actions.createData(`author-${slugify(author.page!)}.json`, {
          author,
          count: written.length,
        }),
        sidebar,
        ...pages.listModules(written),
      },
    });
  }
}
