// One line of a code block: its number (with line numbers on), its tokens, and the line break.
// `getLineProps` and `getTokenProps` give the line's and each token's props, in the shape
// prism-react-renderer's renderer gives them.
import { Fragment } from 'react';
import clsx from 'clsx';

export interface Token {
  types: string[];
  content: string;
  empty?: boolean;
}

export interface Props {
  line: Token[];
  classNames: string[] | undefined;
  showLineNumbers: boolean;
  getLineProps: (input: { line: Token[]; className?: string }) => { className?: string };
  getTokenProps: (input: { token: Token }) => { className?: string; children?: string };
  /** The number shown with line numbers on. */
  lineNumber?: number;
}

export default function CodeBlockLine({
  line,
  classNames,
  showLineNumbers,
  getLineProps,
  getTokenProps,
  lineNumber,
}: Props) {
  const lineProps = getLineProps({ line, className: clsx(classNames) || undefined });
  return (
    <span {...lineProps}>
      {showLineNumbers && (
        <span className="code-block__line-number" aria-hidden="true">
          {lineNumber}
        </span>
      )}
      <span className="code-block__line-content">
        {line.map((token, i) =>
          // Text outside any token stays bare text.
          token.types.length ? (
            <span key={i} {...getTokenProps({ token })} />
          ) : (
            <Fragment key={i}>{token.content}</Fragment>
          ),
        )}
      </span>
      {'\n'}
    </span>
  );
}
