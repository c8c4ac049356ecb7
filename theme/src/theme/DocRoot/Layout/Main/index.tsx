// The main column of the docs frame, beside the sidebar.
import type { ReactNode } from 'react';
import clsx from 'clsx';

export interface Props {
  /** The sidebar is folded away (the column takes its room). */
  hiddenSidebarContainer: boolean;
  children: ReactNode;
}

export default function DocRootLayoutMain({ hiddenSidebarContainer, children }: Props) {
  return (
    <div className={clsx('doc-page__main', hiddenSidebarContainer && 'doc-page__main--enhanced')}>
      {children}
    </div>
  );
}
