// Wraps rendered Markdown in the reading typography (class `markdown` too, which custom CSS
// written for Docusaurus targets) and provides the MDX components. The provider lives here, not
// in the app shell, so the components (CodeBlock, Tabs, ...) load with pages that render Markdown.
import type { ReactNode } from 'react';
import clsx from 'clsx';
import { HydrationSlice } from '@tessera/core/client';
import { MDXProvider } from '@mdx-js/react';
import MDXComponents from '@theme/MDXComponents';
import './styles.css';

export default function MDXContent({
  children,
  className,
}: {
  children?: ReactNode;
  className?: string;
}) {
  return (
    <MDXProvider components={MDXComponents}>
      {/* On Preact the content hydrates after the page's frame, in a task of its own, and each
          code block in one more (see HydrationSlice). */}
      <HydrationSlice>
        <div className={clsx('mdx-content', 'markdown', className)}>{children}</div>
      </HydrationSlice>
    </MDXProvider>
  );
}
