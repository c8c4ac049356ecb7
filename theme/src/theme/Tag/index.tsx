// One tag as a small chip linking to the tag's page, with its count when given (tag lists).
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import './styles.css';

export interface Props {
  permalink: string;
  label: string;
  description?: string;
  count?: number;
  className?: string;
}

export default function Tag({ permalink, label, description, count, className }: Props) {
  return (
    <Link
      to={permalink}
      rel="tag"
      title={description}
      className={clsx('tag-chip', count !== undefined && 'tag-chip--with-count', className)}
    >
      {label}
      {count !== undefined && <span className="tag-chip__count">{count}</span>}
    </Link>
  );
}
