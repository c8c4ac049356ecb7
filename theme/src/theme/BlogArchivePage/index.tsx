// Every listed post of a blog, newest first, under one heading per year.
import Link from '@docusaurus/Link';
import BlogLayout from '@theme/BlogLayout';
import { formatBlogDate, formatShortDate, groupByYear, plural, type BlogArchiveData, type BlogSidebarData } from '@theme/BlogUtils';
import './styles.css';

export interface BlogArchivePageProps {
  archive: BlogArchiveData;
  sidebar?: BlogSidebarData;
}

export default function BlogArchivePage({ archive }: BlogArchivePageProps) {
  const title = 'Archive';
  const description = `Archive of all posts of the ${archive.blogTitle}`;
  const years = groupByYear(archive.posts);
  // The sidebar would only repeat this list, so the archive uses the full width.
  return (
    <BlogLayout title={`${title} – ${archive.blogTitle}`} description={description} wrapperClassName="blog-archive-page">
      <header className="blog-archive__header">
        <h1>{title}</h1>
        <p className="blog-archive__subtitle">
          {archive.blogTitle} · {plural(archive.posts.length, 'post', 'posts')}
        </p>
      </header>
      {years.length === 0 && <p>No posts yet.</p>}
      <div className="blog-archive__years">
        {years.map(([year, posts]) => (
          <section key={year} className="blog-archive__year" aria-labelledby={`archive-${year}`}>
            <h2 id={`archive-${year}`} className="blog-archive__year-title">
              {year} <span className="blog-archive__year-count">{posts.length}</span>
            </h2>
            <ul className="blog-archive__list">
              {posts.map((post) => (
                <li key={post.permalink} className="blog-archive__item">
                  <time dateTime={post.date} title={formatBlogDate(post.date)} className="blog-archive__date">
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
