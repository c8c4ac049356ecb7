// Wraps rendered Markdown in the reading typography (class `markdown` too, which custom CSS
// written for Docusaurus targets). The engine's app already provides the MDX components.
import type { ReactNode } from 'react';
import clsx from 'clsx';
import './styles.css';

export default function MDXContent({ children, className }: { children?: ReactNode; className?: string }) {
  return <div className={clsx('mdx-content', 'markdown', className)}>{children}</div>;
}
