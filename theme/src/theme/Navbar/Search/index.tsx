// Where the search sits in the bar.
import type { ReactNode } from 'react';
import clsx from 'clsx';

export interface Props {
  children: ReactNode;
  className?: string;
}

export default function NavbarSearch({ children, className }: Props) {
  return <div className={clsx('navbar__search', className)}>{children}</div>;
}
