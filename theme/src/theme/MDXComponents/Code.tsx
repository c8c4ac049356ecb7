// Inline `code` in MDX. In a table (see ./Table) its text is cut into pieces that cannot break
// (`.table-code__part`, no wrapping), with a break opportunity only after `.`, `|`, `<`, `,`
// and at spaces: identifiers and types in API tables never break inside a word.
import {
  Children,
  createContext,
  Fragment,
  useContext,
  type ComponentPropsWithoutRef,
  type ReactNode,
} from 'react';
import CodeBlock from '@theme/CodeBlock';

const InTable = createContext(false);

/** Wraps a table's content: inline code inside keeps its words whole. */
export const InTableProvider = InTable.Provider;

/**
 * The pieces of a code text that must each stay on one line: a piece ends after `.` (before a
 * letter, so `3.2` and `...rest` stay whole), `|`, `<` or `,`; spaces separate pieces too and
 * are kept as entries of their own.
 */
export function codeBreakParts(text: string): string[] {
  const parts: string[] = [];
  let current = '';
  const flush = () => {
    if (current) parts.push(current);
    current = '';
  };
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (/\s/.test(ch)) {
      flush();
      if (/^\s+$/.test(parts[parts.length - 1] ?? '')) parts[parts.length - 1] += ch;
      else parts.push(ch);
      continue;
    }
    current += ch;
    const next = text[i + 1];
    if (next === undefined || /\s/.test(next)) continue;
    const memberDot = ch === '.' && text[i - 1] !== '.' && /[A-Za-z_$]/.test(next);
    if (memberDot || ch === '|' || ch === '<' || ch === ',') flush();
  }
  flush();
  return parts;
}

function TableCodeText({ text }: { text: string }): ReactNode {
  const parts = codeBreakParts(text);
  return parts.map((part, i) => {
    if (/^\s+$/.test(part)) return part;
    const previous = parts[i - 1];
    const joined = previous !== undefined && !/^\s+$/.test(previous);
    return (
      <Fragment key={i}>
        {joined && <wbr />}
        <span className="table-code__part">{part}</span>
      </Fragment>
    );
  });
}

/** Inline `code`, unless it holds several lines (a <code> block written by hand). */
export default function MDXCode(props: ComponentPropsWithoutRef<'code'> & { metastring?: string }) {
  const inTable = useContext(InTable);
  const inline = Children.toArray(props.children).every(
    (c) => typeof c === 'string' && !c.includes('\n'),
  );
  if (inline && !props.metastring) {
    const { metastring: _unused, ...rest } = props;
    if (inTable && typeof props.children === 'string')
      return (
        <code {...rest}>
          <TableCodeText text={props.children} />
        </code>
      );
    return <code {...rest} />;
  }
  return <CodeBlock {...props} />;
}
