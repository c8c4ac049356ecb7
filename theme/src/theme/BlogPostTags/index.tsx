// A post's tags as small links to each tag's page (TagsListInline, in the blog's look).
import TagsListInline from '@theme/TagsListInline';
import type { BlogTag } from '@theme/BlogUtils';
import './styles.css';

export default function BlogPostTags({ tags }: { tags: BlogTag[] }) {
  if (tags.length === 0) return null;
  return <TagsListInline tags={tags} className="blog-tags" />;
}
