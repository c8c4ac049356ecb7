// The docs sidebar. On wide screens it is the sidebar column (DocSidebar/Desktop); below 996px
// the doc page does not render it: the navbar's mobile menu shows the same items.
import DocSidebarDesktop from '@theme/DocSidebar/Desktop';
import type { SidebarItem } from '../../hooks/useDocsSidebar';
import './styles.css';

export interface DocSidebarProps {
  sidebar: readonly SidebarItem[];
  /** Current path with the base URL. */
  path: string;
  className?: string;
  /** Folds the sidebar away; given when themeConfig.docs.sidebar.hideable is on. */
  onCollapse?: () => void;
  isHidden?: boolean;
}

export type Props = DocSidebarProps;

export default function DocSidebar(props: DocSidebarProps) {
  return <DocSidebarDesktop {...props} />;
}
