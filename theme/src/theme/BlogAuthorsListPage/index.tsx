// Everyone who wrote for a blog, as cards linking to their posts.
import BlogLayout from '@theme/BlogLayout';
import BlogPostAuthor from '@theme/BlogPostAuthor';
import type { BlogAuthorsListData, BlogSidebarData } from '@theme/BlogUtils';
import './styles.css';

export interface BlogAuthorsListPageProps {
  authors: BlogAuthorsListData;
  sidebar: BlogSidebarData;
}

export default function BlogAuthorsListPage({ authors, sidebar }: BlogAuthorsListPageProps) {
  return (
    <BlogLayout title="Authors" description="The authors of this blog" sidebar={sidebar} wrapperClassName="blog-authors-list-page">
      <h1>Authors</h1>
      <ul className="blog-authors-list" aria-label="Authors">
        {authors.authors.map((author, i) => (
          <li key={author.key ?? `${author.name}-${i}`} className="blog-authors-list__card">
            <BlogPostAuthor author={author} count={author.count} size="lg" />
          </li>
        ))}
      </ul>
    </BlogLayout>
  );
}
