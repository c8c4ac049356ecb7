// Provides the MDX components to rendered Markdown (themes that override this must too).
import type { ReactNode } from 'react';
import { MDXProvider } from '@mdx-js/react';
import MDXComponents from '@theme/MDXComponents';

export default function MDXContent({ children }: { children: ReactNode }) {
  return <MDXProvider components={MDXComponents}>{children}</MDXProvider>;
}
