// One author of the post: avatar, name (linking to their page or site) and title.
import BlogPostAuthor from '@theme/BlogPostAuthor';
import type { BlogAuthor } from '@theme/BlogUtils';

export interface Props {
  author: BlogAuthor;
  className?: string;
}

export default function BlogPostItemHeaderAuthor({ author, className }: Props) {
  return <BlogPostAuthor author={author} className={className} />;
}
