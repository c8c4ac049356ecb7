// The post's content in the Markdown frame. A title the header took from the content's own
// `# heading` is hidden there, so it is not shown twice.
import type { ReactNode } from 'react';
import clsx from 'clsx';
import MDXContent from '@theme/MDXContent';
import { useBlogPost } from '../../../hooks/useBlogPost';

export interface Props {
  children: ReactNode;
  className?: string;
}

export default function BlogPostItemContent({ children, className }: Props) {
  const { metadata, contentTitle } = useBlogPost();
  const hideContentTitle = !!contentTitle && metadata.frontMatter.title === undefined;
  return (
    <div
      className={clsx(
        'blog-post-item__content',
        hideContentTitle && 'blog-post-item__content--hide-h1',
        className,
      )}
    >
      <MDXContent>{children}</MDXContent>
    </div>
  );
}
