// The sidebar column of the docs frame. When the theme config makes it hideable, the sidebar has
// a collapse button, and once folded the column is a narrow strip with a button to expand it.
import type { Dispatch, SetStateAction } from 'react';
import DocSidebar from '@theme/DocSidebar';
import DocRootLayoutSidebarExpandButton from '@theme/DocRoot/Layout/Sidebar/ExpandButton';
import type { SidebarItem } from '../../../../hooks/useDocsSidebar';
import useFullPathname from '../../../../hooks/useFullPathname';
import useThemeConfig from '../../../../hooks/useThemeConfig';

export interface Props {
  sidebar: readonly SidebarItem[];
  hiddenSidebarContainer: boolean;
  setHiddenSidebarContainer: Dispatch<SetStateAction<boolean>>;
}

export default function DocRootLayoutSidebar({
  sidebar,
  hiddenSidebarContainer,
  setHiddenSidebarContainer,
}: Props) {
  const pathname = useFullPathname();
  const hideable = !!useThemeConfig().docs?.sidebar?.hideable;
  if (hideable && hiddenSidebarContainer)
    return (
      <aside className="doc-sidebar doc-sidebar--hidden">
        <DocRootLayoutSidebarExpandButton toggleSidebar={() => setHiddenSidebarContainer(false)} />
      </aside>
    );
  return (
    <DocSidebar
      sidebar={sidebar}
      path={pathname}
      onCollapse={hideable ? () => setHiddenSidebarContainer(true) : undefined}
      isHidden={hiddenSidebarContainer}
    />
  );
}
