// Recent posts of one blog instance. Desktop only (BlogSidebar/Desktop): below 996px the navbar's
// mobile menu offers these links instead.
import BlogSidebarDesktop from '@theme/BlogSidebar/Desktop';
import type { BlogSidebarData } from '@theme/BlogUtils';
import './styles.css';

export interface Props {
  sidebar?: BlogSidebarData;
}

export default function BlogSidebar({ sidebar }: Props) {
  if (!sidebar?.items.length) return null;
  return <BlogSidebarDesktop sidebar={sidebar} />;
}
