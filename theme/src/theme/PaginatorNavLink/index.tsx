// One card of a previous / next pair: a small label ("Previous", "Next") over the page's title.
import type { ReactNode } from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import './styles.css';

export interface Props {
  permalink: string;
  title: ReactNode;
  subLabel?: ReactNode;
  isNext?: boolean;
}

export default function PaginatorNavLink({ permalink, title, subLabel, isNext }: Props) {
  return (
    <Link
      to={permalink}
      className={clsx(
        'paginator-nav-link',
        isNext ? 'paginator-nav-link--next' : 'paginator-nav-link--previous',
      )}
      rel={isNext ? 'next' : 'prev'}
    >
      {subLabel && <span className="paginator-nav-link__sublabel">{subLabel}</span>}
      <span className="paginator-nav-link__label">{title}</span>
    </Link>
  );
}
