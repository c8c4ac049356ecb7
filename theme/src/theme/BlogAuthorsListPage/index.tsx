// Everyone who wrote for a blog, as cards linking to their posts.
import BlogLayout from '@theme/BlogLayout';
import BlogPostAuthor from '@theme/BlogPostAuthor';
import type { BlogAuthorsListData, BlogSidebarData } from '@theme/BlogUtils';
import './styles.css';
import Translate, { translate } from '@docusaurus/Translate';

export interface BlogAuthorsListPageProps {
  authors: BlogAuthorsListData;
  sidebar: BlogSidebarData;
}

export default function BlogAuthorsListPage({ authors, sidebar }: BlogAuthorsListPageProps) {
  const title = translate({ id: 'theme.blog.authorsList.pageTitle', message: 'Authors' });
  return (
    <BlogLayout
      title={title}
      description={translate({
        id: 'theme.BlogAuthorsListPage.description',
        message: 'The authors of this blog',
      })}
      sidebar={sidebar}
      wrapperClassName="blog-authors-list-page"
    >
      <h1>
        <Translate id="theme.blog.authorsList.pageTitle">Authors</Translate>
      </h1>
      <ul className="blog-authors-list" aria-label={title}>
        {authors.authors.map((author, i) => (
          <li key={author.key ?? `${author.name}-${i}`} className="blog-authors-list__card">
            <BlogPostAuthor author={author} count={author.count} size="lg" />
          </li>
        ))}
      </ul>
    </BlogLayout>
  );
}
