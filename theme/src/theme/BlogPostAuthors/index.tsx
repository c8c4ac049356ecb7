// The authors of a post, in a wrapping row.
import BlogPostAuthor from '@theme/BlogPostAuthor';
import type { BlogAuthor } from '@theme/BlogUtils';
import './styles.css';

export default function BlogPostAuthors({ authors }: { authors: BlogAuthor[] }) {
  if (authors.length === 0) return null;
  return (
    <div className="blog-authors">
      {authors.map((author, i) => (
        <BlogPostAuthor key={author.key ?? `${author.name}-${i}`} author={author} />
      ))}
    </div>
  );
}
