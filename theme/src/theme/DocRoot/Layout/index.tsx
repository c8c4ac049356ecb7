// The docs frame: the sidebar column (desktop) beside the main column. With
// themeConfig.docs.sidebar.hideable the visitor can fold the sidebar away.
import { useState, type ReactNode } from 'react';
import clsx from 'clsx';
import DocRootLayoutSidebar from '@theme/DocRoot/Layout/Sidebar';
import DocRootLayoutMain from '@theme/DocRoot/Layout/Main';
import { useDocsSidebar } from '../../../hooks/useDocsSidebar';
import useWindowSize from '../../../hooks/useWindowSize';

export interface Props {
  children: ReactNode;
}

export default function DocRootLayout({ children }: Props) {
  const sidebar = useDocsSidebar();
  const windowSize = useWindowSize();
  const [hiddenSidebarContainer, setHiddenSidebarContainer] = useState(false);
  return (
    <div className={clsx('doc-page', sidebar && 'doc-page--with-sidebar')}>
      {sidebar && windowSize !== 'mobile' && (
        <DocRootLayoutSidebar
          sidebar={sidebar.items}
          hiddenSidebarContainer={hiddenSidebarContainer}
          setHiddenSidebarContainer={setHiddenSidebarContainer}
        />
      )}
      <DocRootLayoutMain hiddenSidebarContainer={hiddenSidebarContainer}>
        {children}
      </DocRootLayoutMain>
    </div>
  );
}
