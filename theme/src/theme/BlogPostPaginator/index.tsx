// Links to the neighbouring posts: previous is the newer one, next the older one.
import Link from '@docusaurus/Link';
import type { BlogPostMetadata } from '@theme/BlogUtils';
import './styles.css';
import Translate, { translate } from '@docusaurus/Translate';

export default function BlogPostPaginator({
  prevItem,
  nextItem,
}: Pick<BlogPostMetadata, 'prevItem' | 'nextItem'>) {
  if (!prevItem && !nextItem) return null;
  return (
    <nav
      className="blog-post-paginator"
      aria-label={translate({
        id: 'theme.blog.post.paginator.navAriaLabel',
        message: 'Blog post page navigation',
      })}
    >
      {prevItem ? (
        <Link
          to={prevItem.permalink}
          className="blog-post-paginator__link blog-post-paginator__link--prev"
          rel="prev"
        >
          <span className="blog-post-paginator__label">
            ← <Translate id="theme.blog.post.paginator.newerPost">Newer post</Translate>
          </span>
          <span className="blog-post-paginator__title">{prevItem.title}</span>
        </Link>
      ) : (
        <span />
      )}
      {nextItem && (
        <Link
          to={nextItem.permalink}
          className="blog-post-paginator__link blog-post-paginator__link--next"
          rel="next"
        >
          <span className="blog-post-paginator__label">
            <Translate id="theme.blog.post.paginator.olderPost">Older post</Translate> →
          </span>
          <span className="blog-post-paginator__title">{nextItem.title}</span>
        </Link>
      )}
    </nav>
  );
}
