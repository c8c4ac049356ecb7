// One post: header (BlogPostItem/Header: title, date and reading time, authors), content and
// footer (tags, and on list pages a "Read more" link when the content was cut at the truncate
// marker). The parts read the post from the blog post context; pass `metadata` (and
// `isBlogPostPage`, `contentTitle`) to render a post outside of one.
import type { ReactNode } from 'react';
import clsx from 'clsx';
import BlogPostItemContainer from '@theme/BlogPostItem/Container';
import BlogPostItemHeader from '@theme/BlogPostItem/Header';
import BlogPostItemContent from '@theme/BlogPostItem/Content';
import BlogPostItemFooter from '@theme/BlogPostItem/Footer';
import type { BlogPostMetadata } from '@theme/BlogUtils';
import { BlogPostProvider, useBlogPost } from '../../hooks/useBlogPost';
import './styles.css';

export interface BlogPostItemProps {
  /** The post, when not rendered inside a blog post context. */
  metadata?: BlogPostMetadata;
  children?: ReactNode;
  /** True on the post's own page: h1 title, full content, no "Read more". */
  isBlogPostPage?: boolean;
  /** The content's own `# heading`, when the title came from it (hidden to avoid showing it twice). */
  contentTitle?: string | null;
  /** Shown between the header and the content (the post page's collapsible TOC on mobile). */
  beforeContent?: ReactNode;
  className?: string;
}

export type Props = BlogPostItemProps;

function BlogPostItemBody({
  children,
  beforeContent,
  className,
}: Pick<BlogPostItemProps, 'children' | 'beforeContent' | 'className'>) {
  const { isBlogPostPage } = useBlogPost();
  return (
    <BlogPostItemContainer
      className={clsx(
        'blog-post-item',
        isBlogPostPage ? 'blog-post-item--page' : 'blog-post-item--preview',
        className,
      )}
    >
      <BlogPostItemHeader />
      {beforeContent}
      <BlogPostItemContent>{children}</BlogPostItemContent>
      <BlogPostItemFooter />
    </BlogPostItemContainer>
  );
}

export default function BlogPostItem({
  metadata,
  isBlogPostPage,
  contentTitle,
  ...props
}: BlogPostItemProps) {
  if (!metadata) return <BlogPostItemBody {...props} />;
  return (
    <BlogPostProvider
      metadata={metadata}
      content={{ contentTitle }}
      isBlogPostPage={isBlogPostPage}
    >
      <BlogPostItemBody {...props} />
    </BlogPostProvider>
  );
}
