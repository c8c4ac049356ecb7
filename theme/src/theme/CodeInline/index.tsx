// Inline code outside Markdown (`<CodeInline>` in JSX); Markdown's inline code is
// MDXComponents/Code.
import type { ComponentPropsWithoutRef } from 'react';

export type Props = ComponentPropsWithoutRef<'code'>;

export default function CodeInline(props: Props) {
  return <code {...props} />;
}
