// Previous / next cards at the bottom of a doc, in sidebar order.
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import './styles.css';
import Translate, { translate } from '@docusaurus/Translate';

export interface PaginatorLink {
  title: string;
  permalink: string;
}

export interface DocPaginatorProps {
  previous?: PaginatorLink;
  next?: PaginatorLink;
  className?: string;
}

function Card({ link, kind }: { link: PaginatorLink; kind: 'previous' | 'next' }) {
  return (
    <Link
      to={link.permalink}
      className={clsx('doc-paginator__card', `doc-paginator__card--${kind}`)}
      rel={kind === 'previous' ? 'prev' : 'next'}
    >
      <span className="doc-paginator__sublabel">
        {kind === 'previous' ? (
          <Translate id="theme.docs.paginator.previous">Previous</Translate>
        ) : (
          <Translate id="theme.docs.paginator.next">Next</Translate>
        )}
      </span>
      <span className="doc-paginator__label">{link.title}</span>
    </Link>
  );
}

export default function DocPaginator({ previous, next, className }: DocPaginatorProps) {
  if (!previous && !next) return null;
  return (
    <nav
      className={clsx('doc-paginator', className)}
      aria-label={translate({ id: 'theme.docs.paginator.navAriaLabel', message: 'Docs pages' })}
    >
      {previous ? <Card link={previous} kind="previous" /> : <span />}
      {next ? <Card link={next} kind="next" /> : <span />}
    </nav>
  );
}
