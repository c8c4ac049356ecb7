// A code block whose code is elements: here, Markdown fences, which arrive highlighted ahead of
// time as `token x` spans (the MDX pipeline's refractor), drawn like any code block.
import type { ReactNode } from 'react';
import { CodeBlockContent } from '../../../../hooks/codeBlockContent';

export interface Props {
  children?: ReactNode;
  className?: string;
  metastring?: string;
  title?: ReactNode;
  language?: string;
  showLineNumbers?: boolean | number;
}

export default function CodeBlockElementContent(props: Props) {
  return <CodeBlockContent {...props} />;
}
