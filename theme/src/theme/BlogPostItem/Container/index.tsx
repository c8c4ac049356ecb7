// The element around one post.
import type { ReactNode } from 'react';

export interface Props {
  children: ReactNode;
  className?: string;
}

export default function BlogPostItemContainer({ children, className }: Props) {
  return <article className={className}>{children}</article>;
}
