// Links between the pages of a paginated blog list: newer entries first, older entries next.
import Link from '@docusaurus/Link';
import type { BlogListMetadata } from '@theme/BlogUtils';
import './styles.css';
import Translate, { translate } from '@docusaurus/Translate';

export default function BlogListPaginator({
  metadata,
}: {
  metadata: Pick<BlogListMetadata, 'previousPage' | 'nextPage' | 'page' | 'totalPages'>;
}) {
  const { previousPage, nextPage, page, totalPages } = metadata;
  if (!previousPage && !nextPage) return null;
  return (
    <nav
      className="blog-paginator"
      aria-label={translate({
        id: 'theme.blog.paginator.navAriaLabel',
        message: 'Blog list page navigation',
      })}
    >
      <div className="blog-paginator__cell">
        {previousPage && (
          <Link
            to={previousPage}
            className="blog-paginator__link blog-paginator__link--prev"
            rel="prev"
          >
            <span aria-hidden="true">← </span>
            <Translate id="theme.blog.paginator.newerEntries">Newer entries</Translate>
          </Link>
        )}
      </div>
      <span className="blog-paginator__status">
        <Translate id="theme.BlogListPaginator.pageStatus" values={{ page, totalPages }}>
          {'Page {page} of {totalPages}'}
        </Translate>
      </span>
      <div className="blog-paginator__cell blog-paginator__cell--next">
        {nextPage && (
          <Link
            to={nextPage}
            className="blog-paginator__link blog-paginator__link--next"
            rel="next"
          >
            <Translate id="theme.blog.paginator.olderEntries">Older entries</Translate>
            <span aria-hidden="true"> →</span>
          </Link>
        )}
      </div>
    </nav>
  );
}
