// A code block for the marketing pages: optional file name, light syntax coloring and a copy
// button. The theme's docs code block is built for MDX; these pages need a small standalone one.
import { useState, type ReactNode } from 'react';
import './styles.css';

export type CodeLanguage = 'tsx' | 'bash' | 'json' | 'text';

export interface CodeSampleProps {
  code: string;
  language?: CodeLanguage;
  title?: string;
  className?: string;
  /** Compact blocks (one-line commands) drop the header bar. */
  compact?: boolean;
}

// One pass over the source with a single alternation; the first group that matches names the token.
const TSX_TOKENS = new RegExp(
  [
    String.raw`(?<comment>\/\/[^\n]*|\/\*[\s\S]*?\*\/|\{\/\*[\s\S]*?\*\/\})`,
    String.raw`(?<string>'(?:\\.|[^'\\\n])*'|"(?:\\.|[^"\\\n])*"|\x60(?:\\.|[^\x60\\])*\x60)`,
    String.raw`(?<tag><\/?[A-Za-z][\w.]*)`,
    String.raw`(?<keyword>\b(?:import|from|export|const|let|var|return|function|await|async|new|type|interface|default|if|else|as|extends)\b)`,
    String.raw`(?<literal>\b(?:true|false|null|undefined)\b)`,
    String.raw`(?<number>\b\d+(?:\.\d+)?\b)`,
    String.raw`(?<fn>\b[A-Za-z_$][\w$]*(?=\())`,
    String.raw`(?<attr>\b[A-Za-z_$][\w$-]*(?==[{'"]))`,
  ].join('|'),
  'g',
);

const BASH_TOKENS = new RegExp(
  [
    String.raw`(?<comment>#[^\n]*)`,
    String.raw`(?<string>'[^'\n]*'|"[^"\n]*")`,
    String.raw`(?<fn>^(?:npx|npm|yarn|pnpm|bun|cd)\b)`,
    String.raw`(?<attr>\s--?[\w-]+(?:@[\w.-]+)?)`,
  ].join('|'),
  'gm',
);

const JSON_TOKENS = new RegExp(
  [String.raw`(?<attr>"(?:\\.|[^"\\])*"(?=\s*:))`, String.raw`(?<string>"(?:\\.|[^"\\])*")`, String.raw`(?<literal>\b(?:true|false|null)\b)`, String.raw`(?<number>-?\b\d+(?:\.\d+)?\b)`].join('|'),
  'g',
);

/** Splits code into plain text and classed spans. Exported for tests. */
export function highlight(code: string, language: CodeLanguage): ReactNode[] {
  const pattern = language === 'tsx' ? TSX_TOKENS : language === 'bash' ? BASH_TOKENS : language === 'json' ? JSON_TOKENS : null;
  if (!pattern) return [code];
  const out: ReactNode[] = [];
  let last = 0;
  for (const match of code.matchAll(pattern)) {
    const kind = Object.entries(match.groups ?? {}).find(([, value]) => value !== undefined)?.[0];
    const index = match.index ?? 0;
    if (index > last) out.push(code.slice(last, index));
    out.push(
      <span key={index} className={`code-sample__tok code-sample__tok--${kind}`}>
        {match[0]}
      </span>,
    );
    last = index + match[0].length;
  }
  if (last < code.length) out.push(code.slice(last));
  return out;
}

export function CopyButton({ text, label = 'Copy' }: { text: string; label?: string }) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
      window.setTimeout(() => setCopied(false), 1600);
    } catch {
      // Clipboard can be unavailable (insecure context, permissions): the text stays selectable.
    }
  };
  return (
    <button type="button" className="code-sample__copy" onClick={copy} aria-label={copied ? 'Copied' : `${label} code`}>
      {copied ? 'Copied' : label}
    </button>
  );
}

export default function CodeSample({ code, language = 'tsx', title, className, compact }: CodeSampleProps) {
  const text = code.replace(/\n$/, '');
  return (
    <div className={['code-sample', compact && 'code-sample--compact', className].filter(Boolean).join(' ')}>
      {!compact && (
        <div className="code-sample__header">
          <span className="code-sample__dots" aria-hidden="true">
            <i />
            <i />
            <i />
          </span>
          {title && <span className="code-sample__title">{title}</span>}
          <CopyButton text={text} />
        </div>
      )}
      <pre className="code-sample__pre" tabIndex={0}>
        <code className={`code-sample__code language-${language}`}>{highlight(text, language)}</code>
      </pre>
      {compact && <CopyButton text={text} />}
    </div>
  );
}
