// A fence arrives as <pre><code className="language-x" metastring>; CodeBlock unwraps it.
import type { ComponentPropsWithoutRef } from 'react';
import CodeBlock from '@theme/CodeBlock';

export type Props = ComponentPropsWithoutRef<'pre'>;

export default function MDXPre({ children }: Props) {
  return <CodeBlock>{children}</CodeBlock>;
}
