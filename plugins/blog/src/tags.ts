// Tag pages: the tags list (`<base>/tags`) and a page per tag listing its posts. Tags come
// resolved on each post (posts.ts: front matter + tags.yml); listed posts only.
import { slugify } from '@tessera/core/node';
import { groupPosts } from './groupPosts';
import type { BlogPages } from './routes';
import type { BlogPostMetadata } from './types';

export async function addTagRoutes(listed: BlogPostMetadata[], pages: BlogPages): Promise<void> {
  const tags = groupPosts(listed, (post) => post.tags.map((tag) => [tag.permalink, tag]));
  if (!tags.size) return;
  const { actions, paths, sidebar } = pages;
  const list = {
    blogTitle: pages.options.blogTitle,
    tags: [...tags.values()]
      .map(({ value: tag, posts }) => ({ ...tag, count: posts.length }))
      .sort((a, b) => a.label.localeCompare(b.label)),
  };
  actions.addRoute({
    path: paths.tagsBase,
    component: '@theme/BlogTagsListPage',
    exact: true,
    modules: { tags: await actions.createData('tags.json', list), sidebar },
  });
  for (const { value: tag, posts: tagged } of tags.values()) {
    actions.addRoute({
      path: tag.permalink,
      component: '@theme/BlogTagsPostsPage',
      exact: true,
      modules: {
        tag: await actions.createData(`tag-${slugify(tag.permalink)}.json`, {
          ...tag,
          count: tagged.length,
          allTagsPath: paths.tagsBase,
        }),
        sidebar,
        ...pages.listModules(tagged),
      },
    });
  }
}
