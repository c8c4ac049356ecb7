// One post: header (title, date, reading time, authors), content and footer (tags, and on list
// pages a "Read more" link when the content was cut at the truncate marker).
import type { ReactNode } from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import MDXContent from '@theme/MDXContent';
import BlogPostAuthors from '@theme/BlogPostAuthors';
import BlogPostTags from '@theme/BlogPostTags';
import { formatBlogDate, readingTimeLabel, type BlogPostMetadata } from '@theme/BlogUtils';
import { useCurrentLocale } from '@theme/PluralForm';
import './styles.css';
import Translate, { translate } from '@docusaurus/Translate';

export interface BlogPostItemProps {
  metadata: BlogPostMetadata;
  children?: ReactNode;
  /** True on the post's own page: h1 title, full content, no "Read more". */
  isBlogPostPage?: boolean;
  /** The content's own `# heading`, when the title came from it (hidden to avoid showing it twice). */
  contentTitle?: string | null;
  /** Shown between the header and the content (the post page's collapsible TOC on mobile). */
  beforeContent?: ReactNode;
  className?: string;
}

function BlogPostItemHeader({
  metadata,
  isBlogPostPage,
}: Pick<BlogPostItemProps, 'metadata' | 'isBlogPostPage'>) {
  const TitleTag = isBlogPostPage ? 'h1' : 'h2';
  const locale = useCurrentLocale();
  return (
    <header className="blog-post-item__header">
      <TitleTag className="blog-post-item__title">
        {isBlogPostPage ? metadata.title : <Link to={metadata.permalink}>{metadata.title}</Link>}
      </TitleTag>
      <div className="blog-post-item__meta">
        <time dateTime={metadata.date}>{formatBlogDate(metadata.date)}</time>
        {metadata.readingTime > 0 && (
          <>
            <span className="blog-post-item__dot" aria-hidden="true">
              {' · '}
            </span>
            <span className="blog-post-item__reading-time">
              {readingTimeLabel(metadata.readingTime, locale)}
            </span>
          </>
        )}
      </div>
      <BlogPostAuthors authors={metadata.authors} />
    </header>
  );
}

export default function BlogPostItem({
  metadata,
  children,
  isBlogPostPage = false,
  contentTitle,
  beforeContent,
  className,
}: BlogPostItemProps) {
  const truncated = !isBlogPostPage && metadata.hasTruncateMarker;
  // A title taken from the content's h1 is already in the header.
  const hideContentTitle = !!contentTitle && metadata.frontMatter.title === undefined;
  return (
    <article
      className={clsx(
        'blog-post-item',
        isBlogPostPage ? 'blog-post-item--page' : 'blog-post-item--preview',
        className,
      )}
    >
      <BlogPostItemHeader metadata={metadata} isBlogPostPage={isBlogPostPage} />
      {beforeContent}
      <div
        className={clsx(
          'blog-post-item__content',
          hideContentTitle && 'blog-post-item__content--hide-h1',
        )}
      >
        <MDXContent>{children}</MDXContent>
      </div>
      {(metadata.tags.length > 0 || truncated) && (
        <footer
          className={clsx(
            'blog-post-item__footer',
            isBlogPostPage && 'blog-post-item__footer--page',
          )}
        >
          <BlogPostTags tags={metadata.tags} />
          {truncated && (
            <Link
              to={metadata.permalink}
              className="blog-post-item__read-more"
              aria-label={translate(
                { id: 'theme.blog.post.readMoreLabel', message: 'Read more about {title}' },
                { title: metadata.title },
              )}
            >
              <Translate id="theme.blog.post.readMore">Read more</Translate>{' '}
              <span aria-hidden="true">→</span>
            </Link>
          )}
        </footer>
      )}
    </article>
  );
}
