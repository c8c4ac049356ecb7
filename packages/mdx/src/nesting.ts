// A cheap look at how deep lists and block quotes nest, before the Markdown parser sees the file.
// The parser, the MDX compiler and React each recurse once per level: a list nested 2,000 deep
// ran for minutes and then overflowed the stack, far from the file that caused it.

/** The deepest nesting accepted (markdown-it's default limit is the same). */
export const MAX_NESTING_DEPTH = 100;

export interface TooDeep {
  /** 1-based line where the nesting first goes past the limit. */
  line: number;
  depth: number;
}

const LIST_MARKER = /^(?:[-*+]|\d{1,9}[.)])(?=[ \t]|$)/;
const THEMATIC_BREAK = /^([-*_])(?:[ \t]*\1){2,}[ \t]*$/;
const FENCE = /^(`{3,}|~{3,})/;

/**
 * The first line whose lists and block quotes nest deeper than `max`, or undefined. An
 * estimate, not a parse: block quote markers are counted on each line, and each list marker
 * opens a level that stays open while the lines that follow are indented up to its content.
 * Fenced code is skipped.
 */
export function findTooDeepNesting(body: string, max = MAX_NESTING_DEPTH): TooDeep | undefined {
  const openItems: number[] = [];
  let fence: string | null = null;
  const lines = body.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const line = new LineReader(lines[i]!.replace(/\r$/, ''));
    const quotes = line.skipQuoteMarkers();
    if (line.rest.trim() === '') continue;
    if (fence !== null) {
      if (line.rest.trimStart().startsWith(fence)) fence = null;
      continue;
    }
    while (openItems.length && openItems[openItems.length - 1]! > line.indentedColumn()) {
      openItems.pop();
    }
    let moreQuotes = 0;
    for (let content = line.skipListMarker(); content !== undefined;) {
      openItems.push(content);
      moreQuotes += line.skipQuoteMarkers();
      content = line.skipListMarker();
    }
    const depth = quotes + moreQuotes + openItems.length;
    if (depth > max) return { line: i + 1, depth };
    fence = FENCE.exec(line.rest.trimStart())?.[1] ?? null;
  }
  return undefined;
}

/** Reads a line's container markers from left to right, keeping the column (tabs stop every 4). */
class LineReader {
  private column = 0;
  constructor(public rest: string) {}

  /** Skips `>` markers and the spaces around them; returns how many there were. */
  skipQuoteMarkers(): number {
    let count = 0;
    for (;;) {
      const indent = /^[ \t]*/.exec(this.rest)![0];
      if (this.rest[indent.length] !== '>') return count;
      this.advance(indent.length + 1);
      count++;
    }
  }

  /** The column of the first character that is not a space or tab. */
  indentedColumn(): number {
    return columnAfter(this.column, /^[ \t]*/.exec(this.rest)![0]);
  }

  /**
   * Skips a list marker (`-`, `*`, `+`, `1.`, `1)`) and the spaces after it; returns the column
   * where the item's content starts, or undefined when no marker comes next.
   */
  skipListMarker(): number | undefined {
    const indent = /^[ \t]*/.exec(this.rest)![0];
    const text = this.rest.slice(indent.length);
    const marker = LIST_MARKER.exec(text)?.[0];
    if (!marker || THEMATIC_BREAK.test(text)) return undefined;
    this.advance(indent.length + marker.length);
    const markerEnd = this.column;
    const spaces = /^[ \t]*/.exec(this.rest)![0];
    this.advance(spaces.length);
    // Five spaces or more start indented code inside the item, which then starts after one.
    const gap = this.column - markerEnd;
    return gap >= 1 && gap <= 4 && this.rest !== '' ? this.column : markerEnd + 1;
  }

  private advance(count: number): void {
    this.column = columnAfter(this.column, this.rest.slice(0, count));
    this.rest = this.rest.slice(count);
  }
}

function columnAfter(start: number, text: string): number {
  let column = start;
  for (const char of text) column = char === '\t' ? column + 4 - (column % 4) : column + 1;
  return column;
}
