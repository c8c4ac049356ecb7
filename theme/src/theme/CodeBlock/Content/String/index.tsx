// A code block whose code is text (`<CodeBlock>{'…'}</CodeBlock>`, fences left unhighlighted).
import type { ReactNode } from 'react';
import { CodeBlockContent } from '../../../../hooks/codeBlockContent';

export interface Props {
  children: string;
  className?: string;
  metastring?: string;
  title?: ReactNode;
  language?: string;
  showLineNumbers?: boolean | number;
}

export default function CodeBlockStringContent(props: Props) {
  return <CodeBlockContent {...props} />;
}
