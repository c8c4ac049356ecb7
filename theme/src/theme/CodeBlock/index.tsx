// Code blocks: from Markdown fences (the <code> element inside <pre>, with className
// "language-x" and the fence's metastring) or written as <CodeBlock> in MDX. Drawn by
// CodeBlock/Content/String (code as text) or CodeBlock/Content/Element (highlighted spans): title
// bar, highlighted lines ({1,3-5} and highlight-* comments), line numbers, copy and word-wrap
// buttons. Syntax highlighting: prism-react-renderer is not installed, so code renders as plain
// text; spans with `token x` classes in the children (code highlighted ahead of time) are kept.
import { isValidElement, type ReactElement, type ReactNode } from 'react';
import useGlobalData from '@docusaurus/useGlobalData';
import Mermaid from '@theme/Mermaid';
import CodeBlockStringContent from '@theme/CodeBlock/Content/String';
import CodeBlockElementContent from '@theme/CodeBlock/Content/Element';
import { childrenToLines, languageFromClassName, lineText } from '../../hooks/codeBlockUtils';
import { MERMAID_PLUGIN_NAME } from '../../mermaid/pluginName';
import './styles.css';

export interface CodeBlockProps {
  /** The code as text, the fence's <code> (or <pre>) element, or highlighted spans. */
  children?: ReactNode;
  /** `language-x` picks the language; other classes go on the block. */
  className?: string;
  metastring?: string;
  title?: ReactNode;
  language?: string;
  /** `true`, or the number of the first line. */
  showLineNumbers?: boolean | number;
}

type ElementProps = { children?: ReactNode; className?: string; metastring?: string };

/** <pre><code className metastring>text</code></pre> -> the code element's props. */
function unwrap(props: CodeBlockProps): {
  children: ReactNode;
  className?: string;
  metastring?: string;
} {
  let { children, className, metastring } = props;
  for (let depth = 0; depth < 2; depth++) {
    if (!isValidElement<ElementProps>(children) || children.type === 'span') break;
    const inner: ReactElement<ElementProps> = children;
    className = className ?? inner.props.className;
    metastring = metastring ?? inner.props.metastring;
    children = inner.props.children;
  }
  return { children, className, metastring };
}

/** A ```mermaid block is a diagram when the mermaid theme is on (Docusaurus' theme-mermaid). */
export default function CodeBlock(props: CodeBlockProps) {
  const diagrams = useGlobalData()[MERMAID_PLUGIN_NAME] !== undefined;
  const { children, className } = unwrap(props);
  if (diagrams && (props.language ?? languageFromClassName(className)) === 'mermaid')
    return <Mermaid value={childrenToLines(children).map(lineText).join('\n')} />;
  // Unwrapped, as Docusaurus hands them on: text to Content/String, elements (highlighted spans)
  // to Content/Element.
  const unwrapped = { ...props, ...unwrap(props) };
  return typeof children === 'string' ? (
    <CodeBlockStringContent {...unwrapped} children={children} />
  ) : (
    <CodeBlockElementContent {...unwrapped} />
  );
}
