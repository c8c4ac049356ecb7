// Highlighting and snippets for local search hits, in Algolia's shape. Indexed text is data:
// every piece of it is HTML-escaped here, and only our own <mark> tags are added around matches,
// because DocSearch and the search page insert these values as HTML.
import { processTerm } from '@tessera/plugin-search/shared';

export type MatchLevel = 'none' | 'partial' | 'full';

export interface HighlightResult {
  value: string;
  matchLevel: MatchLevel;
  matchedWords: string[];
  fullyHighlighted?: boolean;
}

export interface SnippetResult {
  value: string;
  matchLevel: MatchLevel;
}

export interface HighlightOptions {
  /** Index terms that matched in this hit (MiniSearch's `terms`). */
  terms: ReadonlySet<string>;
  /** The query's own terms, for `matchedWords` and `matchLevel`. */
  queryTerms: readonly string[];
  preTag?: string;
  postTag?: string;
}

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);
}

interface Token {
  start: number;
  end: number;
  matched: boolean;
  term: string | null;
}

const WORD = /[\p{L}\p{N}]+/gu;

function tokensOf(text: string, terms: ReadonlySet<string>): Token[] {
  const out: Token[] = [];
  for (const m of text.matchAll(WORD)) {
    const term = processTerm(m[0]);
    out.push({
      start: m.index!,
      end: m.index! + m[0].length,
      matched: term !== null && terms.has(term),
      term,
    });
  }
  return out;
}

/** Renders text[from, to) escaped, with matched words wrapped in the tags. */
function render(
  text: string,
  tokens: Token[],
  from: number,
  to: number,
  pre: string,
  post: string,
): string {
  let html = '';
  let at = from;
  for (const t of tokens) {
    if (t.end <= from || t.start >= to || !t.matched) continue;
    html +=
      escapeHtml(text.slice(at, t.start)) + pre + escapeHtml(text.slice(t.start, t.end)) + post;
    at = t.end;
  }
  return html + escapeHtml(text.slice(at, to));
}

function matchInfo(
  tokens: Token[],
  queryTerms: readonly string[],
): { matchLevel: MatchLevel; matchedWords: string[] } {
  const hit = tokens.filter((t) => t.matched);
  if (!hit.length) return { matchLevel: 'none', matchedWords: [] };
  // A word counts as matched if a highlighted word is it or starts with it (prefix search).
  const matchedWords = queryTerms.filter((q) =>
    hit.some((t) => t.term !== null && t.term.startsWith(q)),
  );
  return {
    matchLevel:
      matchedWords.length === queryTerms.length && queryTerms.length > 0 ? 'full' : 'partial',
    matchedWords,
  };
}

export function highlight(text: string, options: HighlightOptions): HighlightResult {
  const tokens = tokensOf(text, options.terms);
  const value = render(
    text,
    tokens,
    0,
    text.length,
    options.preTag ?? '<mark>',
    options.postTag ?? '</mark>',
  );
  const info = matchInfo(tokens, options.queryTerms);
  return { value, ...info, fullyHighlighted: tokens.length > 0 && tokens.every((t) => t.matched) };
}

/** About `words` words around the first match (from the start when nothing matched), with the ellipsis where cut. */
export function snippet(
  text: string,
  words: number,
  options: HighlightOptions & { ellipsis?: string },
): SnippetResult {
  const tokens = tokensOf(text, options.terms);
  const ellipsis = options.ellipsis ?? '…';
  const { matchLevel } = matchInfo(tokens, options.queryTerms);
  if (tokens.length <= words)
    return {
      value: render(
        text,
        tokens,
        0,
        text.length,
        options.preTag ?? '<mark>',
        options.postTag ?? '</mark>',
      ),
      matchLevel,
    };
  const first = Math.max(
    0,
    tokens.findIndex((t) => t.matched),
  );
  // Some context before the match, as Algolia does.
  const startToken = Math.max(0, Math.min(first - Math.floor(words / 3), tokens.length - words));
  const endToken = startToken + words - 1;
  // Punctuation stuck to the first and last words stays with them ("<img", "alert(1)>").
  const from = startToken === 0 ? 0 : extend(text, tokens[startToken]!.start, -1);
  const to = endToken >= tokens.length - 1 ? text.length : extend(text, tokens[endToken]!.end, 1);
  const body = render(
    text,
    tokens,
    from,
    to,
    options.preTag ?? '<mark>',
    options.postTag ?? '</mark>',
  );
  return {
    value: (from > 0 ? ellipsis : '') + body + (to < text.length ? ellipsis : ''),
    matchLevel,
  };
}

function extend(text: string, at: number, step: 1 | -1): number {
  let i = at;
  if (step < 0) while (i > 0 && !/\s/.test(text[i - 1]!)) i--;
  else while (i < text.length && !/\s/.test(text[i]!)) i++;
  return i;
}
