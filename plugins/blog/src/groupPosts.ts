import type { BlogPostMetadata } from './types';

/**
 * Posts grouped by the `[id, value]` pairs `groupsOf` finds on each (its tags, its authors), in
 * the order the groups first appear: each group keeps the first value seen for its id and its
 * posts in order.
 */
export function groupPosts<T>(
  posts: BlogPostMetadata[],
  groupsOf: (post: BlogPostMetadata) => Array<[string, T]>,
): Map<string, { value: T; posts: BlogPostMetadata[] }> {
  const groups = new Map<string, { value: T; posts: BlogPostMetadata[] }>();
  for (const post of posts)
    for (const [id, value] of groupsOf(post)) {
      const group = groups.get(id) ?? { value, posts: [] };
      group.posts.push(post);
      groups.set(id, group);
    }
  return groups;
}
