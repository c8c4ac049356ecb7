// The post's authors, in a wrapping row (one BlogPostItem/Header/Author each).
import clsx from 'clsx';
import BlogPostItemHeaderAuthor from '@theme/BlogPostItem/Header/Author';
import { useBlogPost } from '../../../../hooks/useBlogPost';
import '../../../BlogPostAuthors/styles.css';

export interface Props {
  className?: string;
}

export default function BlogPostItemHeaderAuthors({ className }: Props) {
  const { authors } = useBlogPost().metadata;
  if (authors.length === 0) return null;
  return (
    <div className={clsx('blog-authors', className)}>
      {authors.map((author, i) => (
        <BlogPostItemHeaderAuthor key={author.key ?? `${author.name}-${i}`} author={author} />
      ))}
    </div>
  );
}
