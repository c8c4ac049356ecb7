// Code blocks: from Markdown fences (the <code> element inside <pre>, with className
// "language-x" and the fence's metastring) or written as <CodeBlock> in MDX. Title bar,
// highlighted lines ({1,3-5} and highlight-* comments), line numbers, copy and word-wrap buttons.
// Syntax highlighting: prism-react-renderer is not installed, so code renders as plain text;
// spans with `token x` classes in the children (code highlighted ahead of time) are kept.
import {
  isValidElement,
  useEffect,
  useRef,
  useState,
  type ReactElement,
  type ReactNode,
} from 'react';
import clsx from 'clsx';
import copyText from '../../hooks/copyText';
import {
  applyMagicComments,
  childrenToLines,
  languageFromClassName,
  lineText,
  normalizeLanguage,
  parseCodeMeta,
  type Line,
} from '../../hooks/codeBlockUtils';
import './styles.css';
import { translate } from '@docusaurus/Translate';
import useGlobalData from '@docusaurus/useGlobalData';
import Mermaid from '@theme/Mermaid';
import { MERMAID_PLUGIN_NAME } from '../../mermaid/pluginName';

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

function CopyIcon({ copied }: { copied: boolean }) {
  return (
    <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      {copied ? (
        <path
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
          d="m5 12.5 4.5 4.5L19 7.5"
        />
      ) : (
        <g fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round">
          <rect x="9" y="9" width="11" height="11" rx="2" />
          <path
            strokeLinecap="round"
            d="M5 15H4.5A1.5 1.5 0 0 1 3 13.5v-9A1.5 1.5 0 0 1 4.5 3h9A1.5 1.5 0 0 1 15 4.5V5"
          />
        </g>
      )}
    </svg>
  );
}

function CopyButton({ code }: { code: string }) {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const onClick = () => {
    copyText(code).then(
      () => {
        setCopied(true);
        clearTimeout(timer.current);
        timer.current = setTimeout(() => setCopied(false), 2000);
      },
      () => undefined,
    );
  };
  const copiedText = translate({ id: 'theme.CodeBlock.copied', message: 'Copied' });
  const text = copied ? copiedText : translate({ id: 'theme.CodeBlock.copy', message: 'Copy' });
  return (
    <button
      type="button"
      className={clsx(
        'code-block__button',
        'code-block__copy',
        copied && 'code-block__copy--copied',
      )}
      aria-label={translate({
        id: 'theme.CodeBlock.copyButtonAriaLabel',
        message: 'Copy code to clipboard',
      })}
      title={text}
      onClick={onClick}
    >
      <CopyIcon copied={copied} />
      <span className="code-block__button-text">{text}</span>
      <span className="sr-only" aria-live="polite">
        {copied ? copiedText : ''}
      </span>
    </button>
  );
}

function WrapButton({ wrapped, onClick }: { wrapped: boolean; onClick: () => void }) {
  const label = translate({ id: 'theme.CodeBlock.wordWrapToggle', message: 'Toggle word wrap' });
  return (
    <button
      type="button"
      className={clsx(
        'code-block__button',
        'code-block__wrap',
        wrapped && 'code-block__button--pressed',
      )}
      aria-label={label}
      title={label}
      aria-pressed={wrapped}
      onClick={onClick}
    >
      <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
          d="M4 6h16M4 12h13a3 3 0 0 1 0 6h-4m2-2-2 2 2 2M4 18h5"
        />
      </svg>
    </button>
  );
}

function LineContent({ line }: { line: Line }) {
  return (
    <>
      {line.map((token, i) =>
        token.types.length ? (
          <span key={i} className={clsx('token', token.types)}>
            {token.content}
          </span>
        ) : (
          token.content
        ),
      )}
    </>
  );
}

/** A ```mermaid block is a diagram when the mermaid theme is on (Docusaurus' theme-mermaid). */
export default function CodeBlock(props: CodeBlockProps) {
  const diagrams = useGlobalData()[MERMAID_PLUGIN_NAME] !== undefined;
  const { children, className } = unwrap(props);
  if (diagrams && (props.language ?? languageFromClassName(className)) === 'mermaid')
    return <Mermaid value={childrenToLines(children).map(lineText).join('\n')} />;
  return <HighlightedCodeBlock {...props} />;
}

function HighlightedCodeBlock(props: CodeBlockProps) {
  const { children, className, metastring } = unwrap(props);
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
    <div
      className={clsx('code-block', languageClass, 'theme-code-block', extraClasses)}
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
              <span
                key={i}
                className={clsx(
                  'code-block__line',
                  highlighted.has(i) &&
                    'code-block__line--highlighted theme-code-block-highlighted-line',
                )}
              >
                {showLineNumbers && (
                  <span className="code-block__line-number" aria-hidden="true">
                    {firstLine + i}
                  </span>
                )}
                <span className="code-block__line-content">
                  <LineContent line={line} />
                </span>
                {'\n'}
              </span>
            ))}
          </code>
        </pre>
        <div className="code-block__buttons">
          <WrapButton wrapped={wrapped} onClick={() => setWrapped((w) => !w)} />
          <CopyButton code={code} />
        </div>
      </div>
    </div>
  );
}
