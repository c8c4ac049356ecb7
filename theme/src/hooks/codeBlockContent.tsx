// The code block as the theme draws it, shared by CodeBlock/Content/String (code as text) and
// CodeBlock/Content/Element (code highlighted ahead of time: `token x` spans): title bar,
// highlighted lines ({1,3-5} and highlight-* comments), line numbers, word-wrap and copy buttons.
// Made of the swizzlable parts: CodeBlock/Container, Line, WordWrapButton and CopyButton.
import { useState, type ReactNode } from 'react';
import clsx from 'clsx';
import { HydrationSlice } from '@tessera/core/client';
import CodeBlockContainer from '@theme/CodeBlock/Container';
import CodeBlockLine from '@theme/CodeBlock/Line';
import CodeBlockCopyButton from '@theme/CodeBlock/CopyButton';
import CodeBlockWordWrapButton from '@theme/CodeBlock/WordWrapButton';
import {
  applyMagicComments,
  childrenToLines,
  languageFromClassName,
  lineText,
  normalizeLanguage,
  parseCodeMeta,
  type Line,
  type Token,
} from './codeBlockUtils';

export interface CodeBlockContentProps {
  /** The code as text, or highlighted spans. */
  children?: ReactNode;
  /** `language-x` picks the language; other classes go on the block. */
  className?: string;
  metastring?: string;
  title?: ReactNode;
  language?: string;
  /** `true`, or the number of the first line. */
  showLineNumbers?: boolean | number;
}

/** What CodeBlock/Line spreads on a line's element. */
export function getLineProps({ className }: { line: Line; className?: string }) {
  return { className: clsx('code-block__line', className) };
}

/** What CodeBlock/Line spreads on a token's element. */
export function getTokenProps({ token }: { token: Token }) {
  return { className: clsx('token', token.types), children: token.content };
}

/**
 * A code block is most of a doc page's elements (a span per token): on Preact each one hydrates
 * in a task of its own, after the rest of the page (see HydrationSlice).
 */
export function CodeBlockContent(props: CodeBlockContentProps) {
  return (
    <HydrationSlice>
      <CodeBlockBody {...props} />
    </HydrationSlice>
  );
}

function CodeBlockBody(props: CodeBlockContentProps) {
  const { children, className, metastring } = props;
  const [wrapped, setWrapped] = useState(false);
  const written = props.language ?? languageFromClassName(className);
  // The class keeps the author's name (`language-sh`), as in Docusaurus; the data attribute
  // names the language it was highlighted as (`bash`).
  const language = normalizeLanguage(written);
  const languageClass = `language-${written ?? 'text'}`;
  const meta = parseCodeMeta(metastring);
  const title = props.title ?? meta.title;
  const showLineNumbers =
    props.showLineNumbers === undefined ? meta.showLineNumbers : props.showLineNumbers !== false;
  const firstLine =
    typeof props.showLineNumbers === 'number' ? props.showLineNumbers : meta.lineNumberStart;

  const { lines, highlighted } = applyMagicComments(childrenToLines(children));
  meta.highlightLines.forEach((n) => highlighted.add(n - 1));
  const code = lines.map(lineText).join('\n');
  const extraClasses = (className ?? '')
    .split(/\s+/)
    .filter((c) => c && !c.startsWith('language-'));

  return (
    <CodeBlockContainer
      as="div"
      className={clsx(languageClass, 'theme-code-block', extraClasses)}
      data-language={language}
    >
      {title && <div className="code-block__title">{title}</div>}
      <div className="code-block__content">
        {/* Focusable so keyboard users can scroll long lines. */}
        <pre
          className={clsx('code-block__pre', wrapped && 'code-block__pre--wrapped')}
          tabIndex={0}
        >
          <code
            className={clsx('code-block__lines', showLineNumbers && 'code-block__lines--numbered')}
          >
            {lines.map((line, i) => (
              <CodeBlockLine
                key={i}
                line={line}
                classNames={
                  highlighted.has(i)
                    ? ['code-block__line--highlighted', 'theme-code-block-highlighted-line']
                    : undefined
                }
                showLineNumbers={showLineNumbers}
                lineNumber={firstLine + i}
                getLineProps={getLineProps}
                getTokenProps={getTokenProps}
              />
            ))}
          </code>
        </pre>
        <div className="code-block__buttons">
          <CodeBlockWordWrapButton isEnabled={wrapped} onClick={() => setWrapped((w) => !w)} />
          <CodeBlockCopyButton code={code} />
        </div>
      </div>
    </CodeBlockContainer>
  );
}
