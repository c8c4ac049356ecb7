// Page frame of every blog page: the site Layout, then up to three columns — recent posts on the
// left, the page in the middle, and an optional table of contents on the right.
import type { ReactNode } from 'react';
import clsx from 'clsx';
import Layout from '@theme/Layout';
import BlogSidebar from '@theme/BlogSidebar';
import type { BlogSidebarData } from '@theme/BlogUtils';
import { DocsSidebarProvider, type DocsSidebar } from '../../hooks/useDocsSidebar';
import './styles.css';

/** The recent posts as a sidebar the navbar's mobile menu can show as its secondary menu. */
function mobileSidebarOf(sidebar: BlogSidebarData): DocsSidebar {
  return {
    name: sidebar.title,
    items: sidebar.items.map((item) => ({
      type: 'link' as const,
      label: item.title,
      href: item.permalink,
    })),
  };
}

export interface BlogLayoutProps {
  children?: ReactNode;
  title?: string;
  description?: string;
  image?: string;
  sidebar?: BlogSidebarData;
  /** Right column, e.g. the post's table of contents. */
  toc?: ReactNode;
  wrapperClassName?: string;
}

export default function BlogLayout({
  children,
  title,
  description,
  image,
  sidebar,
  toc,
  wrapperClassName,
}: BlogLayoutProps) {
  const hasSidebar = !!sidebar && sidebar.items.length > 0;
  return (
    <DocsSidebarProvider sidebar={hasSidebar ? mobileSidebarOf(sidebar) : null}>
      <Layout
        title={title}
        description={description}
        image={image}
        wrapperClassName={clsx('blog-wrapper', wrapperClassName)}
      >
        <div
          className={clsx(
            'blog-layout',
            hasSidebar && 'blog-layout--with-sidebar',
            toc && 'blog-layout--with-toc',
          )}
        >
          {hasSidebar && <BlogSidebar sidebar={sidebar} />}
          <div className="blog-layout__main">{children}</div>
          {toc && <div className="blog-layout__toc">{toc}</div>}
        </div>
      </Layout>
    </DocsSidebarProvider>
  );
}
