// Previous / next cards (PaginatorNavLink) at the bottom of a doc, in sidebar order.
import clsx from 'clsx';
import PaginatorNavLink from '@theme/PaginatorNavLink';
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

export default function DocPaginator({ previous, next, className }: DocPaginatorProps) {
  if (!previous && !next) return null;
  return (
    <nav
      className={clsx('doc-paginator', className)}
      aria-label={translate({ id: 'theme.docs.paginator.navAriaLabel', message: 'Docs pages' })}
    >
      {previous ? (
        <PaginatorNavLink
          {...previous}
          subLabel={<Translate id="theme.docs.paginator.previous">Previous</Translate>}
        />
      ) : (
        <span />
      )}
      {next ? (
        <PaginatorNavLink
          {...next}
          subLabel={<Translate id="theme.docs.paginator.next">Next</Translate>}
          isNext
        />
      ) : (
        <span />
      )}
    </nav>
  );
}
