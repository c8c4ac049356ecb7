// Every listed post of a blog, newest first, under one heading per year.
import Link from '@docusaurus/Link';
import BlogLayout from '@theme/BlogLayout';
import {
  formatBlogDate,
  formatShortDate,
  groupByYear,
  postCountLabel,
  type BlogArchiveData,
  type BlogSidebarData,
} from '@theme/BlogUtils';
import { useCurrentLocale } from '@theme/PluralForm';
import './styles.css';
import Translate, { translate } from '@docusaurus/Translate';

export interface BlogArchivePageProps {
  archive: BlogArchiveData;
  sidebar?: BlogSidebarData;
}

export default function BlogArchivePage({ archive }: BlogArchivePageProps) {
  const locale = useCurrentLocale();
  const title = translate({ id: 'theme.blog.archive.title', message: 'Archive' });
  const description = translate(
    { id: 'theme.blog.archive.description', message: 'Archive of all posts of the {blogTitle}' },
    { blogTitle: archive.blogTitle },
  );
  const years = groupByYear(archive.posts);
  // The sidebar would only repeat this list, so the archive uses the full width.
  return (
    <BlogLayout
      title={`${title} – ${archive.blogTitle}`}
      description={description}
      wrapperClassName="blog-archive-page"
    >
      <header className="blog-archive__header">
        <h1>{title}</h1>
        <p className="blog-archive__subtitle">
          {archive.blogTitle} · {postCountLabel(archive.posts.length, locale)}
        </p>
      </header>
      {years.length === 0 && (
        <p>
          <Translate id="theme.BlogArchivePage.noPosts">No posts yet.</Translate>
        </p>
      )}
      <div className="blog-archive__years">
        {years.map(([year, posts]) => (
          <section key={year} className="blog-archive__year" aria-labelledby={`archive-${year}`}>
            <h2 id={`archive-${year}`} className="blog-archive__year-title">
              {year} <span className="blog-archive__year-count">{posts.length}</span>
            </h2>
            <ul className="blog-archive__list">
              {posts.map((post) => (
                <li key={post.permalink} className="blog-archive__item">
                  <time
                    dateTime={post.date}
                    title={formatBlogDate(post.date)}
                    className="blog-archive__date"
                  >
                    {formatShortDate(post.date)}
                  </time>
                  <Link to={post.permalink} className="blog-archive__link">
                    {post.title}
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </BlogLayout>
  );
}
