// The order of local search results: one function for the search modal and the /search page (both
// query through the theme's LocalIndex). MiniSearch finds the records (see query.ts for what a
// word matches) and gives each a BM25 score; this ranks them the way Algolia DocSearch ranks its
// records, then groups them by page.
//
// DocSearch's order is a list of criteria, each only breaking the ties of the ones before it:
// fewer typos; the best attribute the words matched in (a page title before a section heading,
// a heading before the headings above it, those before the text); exact words before prefixes;
// then the site's custom ranking (page records before sections, earlier sections first). Here the
// criteria are weights on one score, in the same order of size, and the custom part says what a
// docs site knows about its pages: an overview (a sidebar category's own page, or the parent path
// of other pages) and a shorter URL make a broader page, and a title that is the query, or starts
// with it, names the page the query asks for. A numbered step ("4. Render a single frame") says
// what to do next, not what the page is about: it never ranks above its own page.
//
// Results are grouped by page, as DocSearch shows them: a group is ranked by its best record
// (a page's own record weighs most), the page's record comes first and at most SECTIONS_PER_PAGE
// of its sections follow it, best first; a section that matched only through the headings above it
// is left out (its parent is in the results and says the same).
import type { RecordKind, SearchBase } from './index';
import { termQuality, type QueryWord } from './query';

/** Sections of one page listed under it, at most. */
export const SECTIONS_PER_PAGE = 3;

/** One record MiniSearch found. */
export interface MatchedRecord {
  id: number;
  /** MiniSearch's score (BM25 with field boosts). */
  score: number;
  /** Index term -> the fields ('h' own heading, 'p' headings above, 'c' text) it matched in. */
  match: Record<string, string[]>;
}

/** What ranking knows of each record and page before any display data is fetched. */
export interface RankingFacts {
  kinds: string;
  /** First record of each page. */
  pageStarts: number[];
  pageDepths: number[];
  overviewPages: Set<number>;
  /** First word of each page's title. */
  titleStarts: string[];
  /** Words in the record's own heading (the page title for a page record). */
  headingLength(id: number): number;
}

export interface RankedRecord {
  id: number;
  page: number;
  score: number;
}

export function rankingFacts(base: SearchBase, fieldCount: number): RankingFacts {
  const pageStarts: number[] = [];
  let next = 0;
  for (const size of base.pageSizes) {
    pageStarts.push(next);
    next += size;
  }
  return {
    kinds: base.kinds,
    pageStarts,
    pageDepths: base.pageDepths,
    overviewPages: new Set(base.overviewPages),
    titleStarts: base.titleStarts,
    headingLength: (id) => base.fieldLength[id * fieldCount] ?? 0,
  };
}

// Criteria, largest first. A typo costs more than any attribute; the attribute of the words
// (title, heading, text) outweighs everything after it.
const TYPO = 40;
/** Weight of a query word found in the record's own heading, by record kind. */
const HEADING: Record<RecordKind, number> = { '1': 10, '2': 7, '3': 6, s: 6 };
const PARENTS = 3;
const TEXT = 2;
/** termQuality's levels: another form of the word, a prefix, a typo. */
const FORM_QUALITY = 0.95;
const PREFIX_QUALITY = 0.8;
const TYPO_QUALITY = 0.6;
// Custom ranking: each below the gap between two attributes.
const TITLE_IS_QUERY = 3;
const TITLE_STARTS_WITH_QUERY = 1.5;
const OVERVIEW = 3.5;
const DEPTH = 0.4;
const HEADING_COVERED = 1;
const SECTION_OF_OVERVIEW = 0.5;
/** A function word ("how", "add") found: a little closer, more so in the heading. */
const OPTIONAL = 0.2;
const OPTIONAL_IN_HEADING = 0.5;
/** How far below its page's record a numbered step stays, at least. */
const STEP_BELOW_PAGE = 0.01;
/** MiniSearch's own score only orders what the criteria left equal. */
const BM25 = 0.02;

/**
 * The records in result order: groups of one page (the page's record, then its best sections),
 * groups ordered by their best record.
 */
export function rankRecords(
  found: MatchedRecord[],
  words: QueryWord[],
  facts: RankingFacts,
): RankedRecord[] {
  const groups = new Map<number, { best: number; records: RankedRecord[] }>();
  // Records share most of their terms: each term's quality for each word is worked out once.
  const qualities = new Map<string, number[]>();
  const qualityOf = (term: string) => {
    let q = qualities.get(term);
    if (!q) qualities.set(term, (q = words.map((w) => termQuality(term, w))));
    return q;
  };
  for (const record of found) {
    const page = pageOf(facts.pageStarts, record.id);
    const score = scoreRecord(record, page, words, facts, qualityOf);
    if (score === null) continue;
    let group = groups.get(page);
    if (!group) {
      group = { best: -Infinity, records: [] };
      groups.set(page, group);
    }
    group.records.push({ id: record.id, page, score });
  }
  const ordered = [...groups.values()];
  for (const group of ordered) {
    const own = group.records.find((r) => facts.kinds[r.id] === '1');
    if (own)
      for (const r of group.records)
        if (facts.kinds[r.id] === 's') r.score = Math.min(r.score, own.score - STEP_BELOW_PAGE);
    group.records.sort((a, b) => b.score - a.score || a.id - b.id);
    group.best = group.records[0]!.score;
  }
  ordered.sort((a, b) => b.best - a.best || a.records[0]!.id - b.records[0]!.id);
  const out: RankedRecord[] = [];
  for (const group of ordered) {
    const own = group.records.find((r) => facts.kinds[r.id] === '1');
    if (own) out.push(own);
    let sections = 0;
    for (const r of group.records) {
      if (r === own || sections === SECTIONS_PER_PAGE) continue;
      out.push(r);
      sections++;
    }
  }
  return out;
}

/**
 * A record's score, or null when it does not hold the query after all (a word found only as the
 * start of a longer word in the middle of the query) or adds nothing to the results (a section
 * that matched only through the headings above it: its parent matched the same words).
 */
function scoreRecord(
  record: MatchedRecord,
  page: number,
  words: QueryWord[],
  facts: RankingFacts,
  qualityOf: (term: string) => number[],
): number | null {
  const kind = (facts.kinds[record.id] ?? '2') as RecordKind;
  const isPage = kind === '1';
  const terms = Object.entries(record.match);
  let required = 0;
  let typos = 0;
  let attribute = 0;
  let inHeading = 0;
  let exactInHeading = 0;
  let ownWords = 0;
  let optional = 0;
  for (let w = 0; w < words.length; w++) {
    const word = words[w]!;
    // How well this word matched in each field (see termQuality).
    let h = 0;
    let p = 0;
    let c = 0;
    for (const [term, fields] of terms) {
      const quality = qualityOf(term)[w]!;
      if (quality === 0) continue;
      for (const field of fields) {
        if (field === 'h') h = Math.max(h, quality);
        else if (field === 'p') p = Math.max(p, quality);
        else c = Math.max(c, quality);
      }
    }
    if (word.optional) {
      if (h > 0) inHeading++;
      if (h > 0) optional += OPTIONAL_IN_HEADING;
      else if (p > 0 || c > 0) optional += OPTIONAL;
      continue;
    }
    const best = Math.max(h, p, c);
    if (best === 0) return null;
    required++;
    if (best <= TYPO_QUALITY) typos++;
    if (h > 0) {
      inHeading++;
      if (h >= FORM_QUALITY) exactInHeading++;
    }
    if (h > 0 || c > 0) ownWords++;
    attribute += Math.max(h * HEADING[kind], p * PARENTS, c * TEXT);
  }
  if (required === 0 || (ownWords === 0 && !isPage)) return null;
  let score = attribute / required - TYPO * typos + optional;
  const headingLength = facts.headingLength(record.id);
  if (inHeading >= required && kind !== 's' && headingLength > 0) {
    score += HEADING_COVERED * Math.min(1, inHeading / headingLength);
    if (isPage) {
      if (exactInHeading === required && headingLength === inHeading) score += TITLE_IS_QUERY;
      else if (startsWithQuery(facts.titleStarts[page] ?? '', words))
        score += TITLE_STARTS_WITH_QUERY;
    }
  }
  if (facts.overviewPages.has(page)) score += isPage ? OVERVIEW : SECTION_OF_OVERVIEW;
  score -= DEPTH * (facts.pageDepths[page] ?? 0);
  return score + BM25 * Math.log1p(record.score);
}

/** The title's first word is the query's first needed word (or a form of it, or its prefix). */
function startsWithQuery(first: string, words: QueryWord[]): boolean {
  const word = words.find((w) => !w.optional);
  return !!word && first !== '' && termQuality(first, word) >= PREFIX_QUALITY;
}

/** The page a record belongs to (the last page starting at or before it). */
function pageOf(starts: number[], id: number): number {
  let lo = 0;
  let hi = starts.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (starts[mid]! <= id) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}
