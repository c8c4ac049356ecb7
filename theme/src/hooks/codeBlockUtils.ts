// Parsing for CodeBlock: the fence meta string (title="..." {1,3-5} showLineNumbers), the
// language from `language-x`, highlight magic comments, and splitting the code into lines of
// tokens. Tokens come from the code's React children: plain text today, or spans with `token x`
// classes when the code arrives already highlighted.
import { Children, isValidElement, type ReactNode } from 'react';

export interface CodeMeta {
  title?: string;
  /** 1-based line numbers from `{1,3-5}`. */
  highlightLines: Set<number>;
  showLineNumbers: boolean;
  lineNumberStart: number;
}

export interface Token {
  content: string;
  /** Token classes, e.g. ['keyword'], without the generic 'token' class. */
  types: string[];
}
export type Line = Token[];

const LANGUAGE_ALIASES: Record<string, string> = {
  sh: 'bash',
  shell: 'bash',
  zsh: 'bash',
  console: 'bash',
  yml: 'yaml',
  htm: 'html',
  xml: 'markup',
  text: 'text',
  txt: 'text',
};

export function languageFromClassName(className: string | undefined): string | undefined {
  const m = /(?:^|\s)language-([\w+#.-]+)/.exec(className ?? '');
  return m?.[1];
}

export function normalizeLanguage(language: string | undefined): string {
  const lower = (language ?? 'text').toLowerCase();
  return LANGUAGE_ALIASES[lower] ?? lower;
}

/** `1,3-5` -> {1,3,4,5}; malformed parts are ignored rather than failing the page. */
export function parseLineRanges(spec: string): Set<number> {
  const lines = new Set<number>();
  for (const part of spec.split(',')) {
    const m = /^\s*(\d+)\s*(?:-\s*(\d+)\s*)?$/.exec(part);
    if (!m) continue;
    const from = Number(m[1]);
    const to = m[2] ? Number(m[2]) : from;
    for (let n = Math.min(from, to); n <= Math.max(from, to) && n - from < 10000; n++) lines.add(n);
  }
  return lines;
}

export function parseCodeMeta(metastring: string | undefined): CodeMeta {
  const meta = metastring ?? '';
  const title = /(?:^|\s)title=(["'])(.*?)\1/.exec(meta)?.[2];
  // The braces may hold only digits, commas, dashes and spaces; `{foo}` is not a range.
  const ranges = /\{([\d,\s-]+)\}/.exec(meta.replace(/(["']).*?\1/g, ''))?.[1];
  const numbers = /(?:^|\s)showLineNumbers(?:=(\d+))?(?=\s|$)/.exec(meta);
  return {
    title,
    highlightLines: ranges ? parseLineRanges(ranges) : new Set(),
    showLineNumbers: !!numbers,
    lineNumberStart: numbers?.[1] ? Number(numbers[1]) : 1,
  };
}

/** Children of a code element (text, or highlighted spans) as lines of tokens. */
export function childrenToLines(children: ReactNode): Line[] {
  const lines: Line[] = [[]];
  const walk = (node: ReactNode, types: string[]) => {
    Children.forEach(node, (child) => {
      if (typeof child === 'string' || typeof child === 'number') {
        // CRLF sources: a line ends at \r\n too, never with a stray \r.
        const parts = String(child).split(/\r?\n/);
        parts.forEach((part, i) => {
          if (i > 0) lines.push([]);
          if (part) lines[lines.length - 1]!.push({ content: part, types });
        });
      } else if (isValidElement<{ children?: ReactNode; className?: string }>(child)) {
        const own = (child.props.className ?? '').split(/\s+/).filter((c) => c && c !== 'token');
        walk(child.props.children, own.length ? [...types, ...own] : types);
      }
    });
  };
  walk(children, []);
  // A fence's code ends with a newline; it is not an extra empty line.
  if (lines.length > 1 && lines[lines.length - 1]!.length === 0) lines.pop();
  return lines;
}

export const lineText = (line: Line): string => line.map((t) => t.content).join('');

const MAGIC_COMMENT =
  /^\s*(?:\/\/|#|--|;|\/\*|<!--|\{\s*\/\*)\s*highlight-(next-line|start|end)\s*(?:\*\/\s*\}?|-->)?\s*$/;

/**
 * Drops `highlight-next-line` / `highlight-start` / `highlight-end` comment lines (in //, #, /*,
 * <!-- or {/* form) and returns the 0-based indexes of the lines they mark.
 */
export function applyMagicComments(lines: Line[]): { lines: Line[]; highlighted: Set<number> } {
  const out: Line[] = [];
  const highlighted = new Set<number>();
  let next = false;
  let depth = 0;
  for (const line of lines) {
    const m = MAGIC_COMMENT.exec(lineText(line));
    if (m) {
      if (m[1] === 'next-line') next = true;
      else if (m[1] === 'start') depth++;
      else depth = Math.max(0, depth - 1);
      continue;
    }
    if (next || depth > 0) highlighted.add(out.length);
    next = false;
    out.push(line);
  }
  return { lines: out, highlighted };
}
