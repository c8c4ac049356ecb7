// The sidebar column of doc pages: the items (DocSidebar/Desktop/Content) and, when the sidebar
// is hideable, a button to fold it away.
import clsx from 'clsx';
import { HydrationSlice } from '@tessera/core/client';
import DocSidebarDesktopContent from '@theme/DocSidebar/Desktop/Content';
import DocSidebarDesktopCollapseButton from '@theme/DocSidebar/Desktop/CollapseButton';
import type { Props as DocSidebarProps } from '@theme/DocSidebar';

export type Props = DocSidebarProps;

export default function DocSidebarDesktop({ sidebar, path, className, onCollapse }: Props) {
  // Hundreds of links: on Preact they hydrate in a task of their own (see HydrationSlice).
  return (
    <HydrationSlice>
      <aside className={clsx('doc-sidebar', onCollapse && 'doc-sidebar--hideable', className)}>
        <DocSidebarDesktopContent sidebar={sidebar} path={path} />
        {onCollapse && <DocSidebarDesktopCollapseButton onClick={onCollapse} />}
      </aside>
    </HydrationSlice>
  );
}
