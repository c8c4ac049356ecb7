// What a query asks the index for. Each word matches itself; the last one also as a prefix (the
// user is still typing it), long ones with a typo, and every word in its other English forms
// ("install" finds "installing" and "installation", "captions" finds "caption", "license" finds
// "licensing"), which Algolia's plural folding and most stemmers give. Small function words
// ("how to add captions") are optional: they order the results, they do not filter them.
// Pure code, like the rest of shared/: the browser builds its MiniSearch query from this.

/** A query word as the index sees it. */
export interface QueryWord {
  term: string;
  /** The last word: any longer word starting with it matches (from two letters on). */
  prefix: boolean;
  /** A function word: results need not contain it. */
  optional: boolean;
}

/** Algolia caps queries at 512 characters; DocSearch and we cap them at 64. */
export const MAX_QUERY_LENGTH = 64;

const SPLIT = /[^\p{L}\p{N}]+/u;
const NOT_ASCII = /[^\x20-\x7e]/;

export function tokenize(text: string): string[] {
  return text.split(SPLIT).filter((t) => t.length > 0);
}

/** Lowercase and fold accents so "Équipe" finds "equipe"; very long tokens are noise (hashes, base64). */
export function processTerm(term: string): string | null {
  // Most terms are ASCII, which has no accents to fold: three times faster over a site's text.
  const t = !NOT_ASCII.test(term)
    ? term.toLowerCase()
    : term
        .normalize('NFKD')
        .replace(/[\u0300-\u036f]/g, '')
        .toLowerCase();
  return t.length === 0 || t.length > 32 ? null : t;
}

/** Query words as index terms, in order, as MiniSearch sees them (repeats kept: prefix applies to the last one). */
export function queryTerms(query: string): string[] {
  const out: string[] = [];
  for (const token of tokenize(query.slice(0, MAX_QUERY_LENGTH))) {
    const term = processTerm(token);
    if (term) out.push(term);
  }
  return out;
}

/** Prefix search only on the last word (like Algolia) and from two letters on, so "r" does not fetch every r-shard. */
export function usesPrefix(term: string, index: number, count: number): boolean {
  return index === count - 1 && term.length >= 2;
}

/** Typo tolerance (one edit from 5 letters, two from 8) for words long enough to be meant. */
export function fuzziness(term: string): number | false {
  return term.length >= 5 ? 0.2 : false;
}

/** The most edits `fuzziness` allows for a word (MiniSearch rounds length × fraction). */
export function maxEdits(term: string): number {
  const f = fuzziness(term);
  return f === false ? 0 : Math.round(term.length * f);
}

// Words that say how to ask rather than what about. Optional unless the query has nothing else.
const FUNCTION_WORDS = new Set([
  'a',
  'an',
  'and',
  'are',
  'as',
  'at',
  'be',
  'by',
  'can',
  'do',
  'does',
  'for',
  'from',
  'how',
  'i',
  'in',
  'into',
  'is',
  'it',
  'my',
  'of',
  'on',
  'or',
  'the',
  'to',
  'what',
  'when',
  'where',
  'why',
  'with',
  'add',
  'use',
  'using',
]);

/** The words of a query, deduplicated, with their roles. */
export function queryWords(query: string): QueryWord[] {
  const terms = queryTerms(query);
  const byTerm = new Map<string, QueryWord>();
  terms.forEach((term, i) => {
    const prefix = usesPrefix(term, i, terms.length);
    const seen = byTerm.get(term);
    byTerm.set(term, {
      term,
      prefix: prefix || !!seen?.prefix,
      optional: FUNCTION_WORDS.has(term),
    });
  });
  const words = [...byTerm.values()];
  // A query of function words only ("how to") asks for them.
  if (words.every((w) => w.optional)) for (const w of words) w.optional = false;
  return words;
}

// Endings of English word forms, longest first: "installation" is "install" + "ation".
const ENDINGS = [
  'ations',
  'ation',
  'ments',
  'ment',
  'ings',
  'ions',
  'ing',
  'ion',
  'ers',
  'ies',
  'er',
  'es',
  'ed',
  's',
  'd',
];
/** A stem shorter than this is a different word ("us" is not "use" without its e). */
const MIN_STEM = 3;
/** Stems shorter than this are looked up exactly, not as prefixes (too many words start with them). */
const MIN_PREFIX_STEM = 4;

/**
 * The word itself and what it is without an English ending, also with an e or a y put back
 * ("installation": "install"; "licensing": "licens", "license"; "libraries": "librar", "library").
 */
export function stemsOf(term: string): string[] {
  const out = new Set([term]);
  for (const ending of ENDINGS) {
    if (!term.endsWith(ending)) continue;
    const stem = term.slice(0, -ending.length);
    if (stem.length < MIN_STEM) continue;
    out.add(stem);
    out.add(stem + 'e');
    if (ending === 'ies') out.add(stem + 'y');
  }
  return [...out];
}

/** Two index terms are forms of one word: they share a stem ("accelerated", "acceleration"). */
export function sameWord(a: string, b: string): boolean {
  if (a === b) return true;
  if (a.slice(0, MIN_STEM) !== b.slice(0, MIN_STEM)) return false;
  const stems = new Set(stemsOf(a));
  return stemsOf(b).some((s) => stems.has(s));
}

/** The ways one word is looked up: exact terms, prefixes, and a typo-tolerant term. */
export interface WordLookup {
  exact: string[];
  prefixes: string[];
  fuzzy: { term: string; fuzziness: number } | null;
}

export function lookupOf(word: QueryWord): WordLookup {
  const f = word.optional ? false : fuzziness(word.term);
  const stems = word.optional ? [word.term] : stemsOf(word.term);
  const prefixes = new Set<string>(word.prefix ? [word.term] : []);
  // Other forms of the word start with one of its stems, or with the word without its final e or
  // y ("licens" + "ing"): looked up by prefix, and what is not a form of the word ("render" finds
  // "rendermedia") is dropped when the results are ranked.
  if (!word.optional) {
    const starts = [...stems];
    if (/[ey]$/.test(word.term)) starts.push(word.term.slice(0, -1));
    for (const start of starts) if (start.length >= MIN_PREFIX_STEM) prefixes.add(start);
  }
  // A prefix search finds what a longer prefix or an exact term starting with it would: those go.
  const kept = [...prefixes].filter(
    (p) => ![...prefixes].some((other) => other !== p && p.startsWith(other)),
  );
  return {
    exact: stems.filter((t) => !kept.some((p) => t.startsWith(p))),
    prefixes: kept,
    fuzzy: f === false ? null : { term: word.term, fuzziness: f },
  };
}

/** A MiniSearch query (its QueryCombination shape) for one word: any of its lookups. */
export function wordQuery(word: QueryWord): WordQueryShape {
  const lookup = lookupOf(word);
  const queries: WordQueryShape[] = [];
  if (lookup.exact.length)
    queries.push({ queries: lookup.exact, combineWith: 'OR', prefix: false, fuzzy: false });
  if (lookup.prefixes.length)
    queries.push({ queries: lookup.prefixes, combineWith: 'OR', prefix: true, fuzzy: false });
  if (lookup.fuzzy)
    queries.push({
      queries: [lookup.fuzzy.term],
      combineWith: 'OR',
      prefix: false,
      fuzzy: lookup.fuzzy.fuzziness,
    });
  return { queries, combineWith: 'OR' };
}

/** The subset of MiniSearch's QueryCombination these queries use. */
export interface WordQueryShape {
  queries: Array<string | WordQueryShape>;
  combineWith: 'AND' | 'OR';
  prefix?: boolean;
  fuzzy?: number | false;
}

/**
 * How well an index term stands for a query word: 1 the word itself, a little less another form of
 * it, less a longer word it starts (the last word only), less again a typo; 0 when it only came from
 * looking up another form's prefix ("render" found "rendermedia" in the middle of a query).
 */
export function termQuality(term: string, word: QueryWord): number {
  if (term === word.term) return 1;
  if (sameWord(term, word.term)) return 0.95;
  if (word.prefix && term.startsWith(word.term)) return 0.8;
  if (!word.optional && editDistance(term, word.term, maxEdits(word.term)) <= maxEdits(word.term))
    return 0.6;
  return 0;
}

/** Levenshtein distance, or more than `max` as soon as it is sure to exceed it. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      const v = Math.min(prev[j]! + 1, row[j - 1]! + 1, prev[j - 1]! + cost);
      row.push(v);
      best = Math.min(best, v);
    }
    if (best > max) return max + 1;
    prev = row;
  }
  return prev[b.length]!;
}
