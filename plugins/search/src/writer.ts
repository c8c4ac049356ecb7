// Turns indexed pages into the sharded files under build/search/. MiniSearch builds the index;
// its serialized form is split into sorted term ranges (shards) so the browser fetches only the
// ranges a query touches, plus the display data of the pages it shows.
import crypto from 'node:crypto';
import MiniSearch from 'minisearch';
import {
  FIELDS,
  FORMAT_VERSION,
  MANIFEST_FILE,
  baseFile,
  miniSearchOptions,
  blockFile,
  isStepHeading,
  queryTerms,
  shardFile,
  type FieldPostings,
  type PageRecord,
  type RecordKind,
  type SearchBase,
  type SearchManifest,
  type SearchPageData,
  type ShardEntry,
} from './shared/index';
import type { ExtractedSection } from './extract';

export interface IndexablePage {
  url: string;
  lvl0: string;
  lvl1: string;
  sections: ExtractedSection[];
  /** A sidebar category's own page (an overview), when the page says so. */
  categoryIndex?: boolean;
}

export interface WriteOptions {
  /** Target size of a term shard before gzip; one very common term may exceed it alone. */
  shardBytes?: number;
  /** Characters of a section's text kept for snippets (all of it is indexed, up to MAX_INDEXED). */
  displayChars?: number;
  /**
   * Target size of a display block (consecutive sections of one page). About one block per
   * page: a hit downloads a block of about 1 KB gzip (the median on the benchmark corpus), and
   * a large site writes one file per page, not four (creating thousands of small files was a
   * measurable share of the build).
   */
  blockChars?: number;
}

const MAX_INDEXED = 20000;

interface IndexRecord {
  id: number;
  h: string;
  p: string;
  c: string;
}

/** The files to write under `search/`: relative path -> JSON text. */
export function buildIndexFiles(
  pages: IndexablePage[],
  options: WriteOptions = {},
): Map<string, string> {
  const shardBytes = options.shardBytes ?? 24_000;
  const displayChars = options.displayChars ?? 600;
  const blockChars = options.blockChars ?? 5000;
  const blocks: SearchPageData[] = [];
  for (const page of pages) {
    let block: SearchPageData | null = null;
    let size = 0;
    for (const s of page.sections) {
      const row: PageRecord = [s.level, s.lvl2, s.lvl3, s.anchor, truncate(s.text, displayChars)];
      const rowSize = JSON.stringify(row).length;
      // A hit downloads the display data of its block only.
      if (!block || size + rowSize > blockChars) {
        block = { url: page.url, lvl0: page.lvl0, lvl1: page.lvl1, records: [] };
        blocks.push(block);
        size = 0;
      }
      block.records.push(row);
      size += rowSize;
    }
  }

  const { json, recordCount } = serializedIndex(pages);
  const fieldLength: number[] = [];
  for (let id = 0; id < recordCount; id++) {
    // Records were added in order, so MiniSearch's short ids are the record numbers.
    if (json.documentIds[id] !== id)
      throw new Error(`Search index: record ${id} got short id ${String(json.documentIds[id])}`);
    const lengths = json.fieldLength[id] ?? [];
    for (let f = 0; f < FIELDS.length; f++) fieldLength.push(lengths[f] ?? 0);
  }
  const base: SearchBase = {
    fieldLength,
    averageFieldLength: FIELDS.map((_, f) => round(json.averageFieldLength[f] ?? 0)),
    blockSizes: blocks.map((b) => b.records.length),
    ...pageFacts(pages),
  };

  // Encoded term by term, each term's MiniSearch data let go as soon as it is encoded (large sites).
  const entries: ShardEntry[] = [];
  for (let i = 0; i < json.index.length; i++) {
    const [term, data] = json.index[i]!;
    entries.push(encodeEntry(term, data as Record<string, Record<string, number>>));
    json.index[i] = undefined as never;
  }
  entries.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
  const shards = chunkEntries(entries, shardBytes);

  const content = new Map<string, string>();
  content.set('base', JSON.stringify(base));
  shards.forEach((s, i) => content.set(`t${i}`, JSON.stringify(s)));
  blocks.forEach((b, i) => content.set(`b${i}`, JSON.stringify(b)));
  const dir = hashOf(content);

  const files = new Map<string, string>();
  files.set(baseFile(dir), content.get('base')!);
  shards.forEach((_, i) => files.set(shardFile(dir, i), content.get(`t${i}`)!));
  blocks.forEach((_, i) => files.set(blockFile(dir, i), content.get(`b${i}`)!));
  const manifest: SearchManifest = {
    version: FORMAT_VERSION,
    dir,
    documentCount: recordCount,
    pageCount: pages.length,
    blockCount: blocks.length,
    shards: shards.map((s, i) => (i === 0 ? '' : s[0]![0])),
  };
  files.set(MANIFEST_FILE, JSON.stringify(manifest));
  return files;
}

/**
 * The MiniSearch index of every section, serialized. The index and the records (all the text)
 * live only inside this function, so they can be collected before the shards are made.
 */
function serializedIndex(pages: IndexablePage[]): {
  json: ReturnType<MiniSearch['toJSON']>;
  recordCount: number;
} {
  const records: IndexRecord[] = [];
  for (const page of pages) {
    for (const s of page.sections)
      records.push({ id: records.length, ...fieldsOf(page, s), c: s.text.slice(0, MAX_INDEXED) });
  }
  const mini = new MiniSearch<IndexRecord>(miniSearchOptions);
  mini.addAll(records);
  return { json: mini.toJSON(), recordCount: records.length };
}

/** What each MiniSearch field holds for a record: its heading, the headings above it, and (set by the caller) its text. */
function fieldsOf(page: IndexablePage, s: ExtractedSection): { h: string; p: string } {
  if (s.level === 1) return { h: page.lvl1, p: page.lvl0 };
  if (s.level === 2) return { h: s.lvl2 ?? '', p: page.lvl1 };
  return { h: s.lvl3 ?? '', p: `${page.lvl1} ${s.lvl2 ?? ''}` };
}

/** What ranking knows of records and pages before their display blocks are fetched. */
function pageFacts(
  pages: IndexablePage[],
): Pick<SearchBase, 'kinds' | 'pageSizes' | 'pageDepths' | 'overviewPages' | 'titleStarts'> {
  let kinds = '';
  for (const page of pages) for (const s of page.sections) kinds += kindOf(s);
  const paths = pages.map((p) => pathOf(p.url));
  // Every proper ancestor path of an indexed page: a page at one of them is a section root.
  const parents = new Set<string>();
  for (const p of paths) {
    if (p === '/') continue;
    for (let i = p.lastIndexOf('/'); i >= 0; i = i === 0 ? -1 : p.lastIndexOf('/', i - 1))
      parents.add(p.slice(0, i) || '/');
  }
  const overviewPages: number[] = [];
  pages.forEach((page, i) => {
    if (page.categoryIndex || parents.has(paths[i]!)) overviewPages.push(i);
  });
  return {
    kinds,
    pageSizes: pages.map((p) => p.sections.length),
    pageDepths: paths.map((p) => p.split('/').filter(Boolean).length),
    overviewPages,
    titleStarts: pages.map((p) => queryTerms(p.lvl1)[0] ?? ''),
  };
}

function kindOf(s: ExtractedSection): RecordKind {
  if (s.level === 1) return '1';
  const heading = s.level === 2 ? s.lvl2 : s.lvl3;
  if (heading && isStepHeading(heading)) return 's';
  return s.level === 2 ? '2' : '3';
}

/** The URL's path without query, hash and trailing slash ("/" stays). */
function pathOf(url: string): string {
  const path = url.replace(/[?#].*$/, '');
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}

function encodeEntry(term: string, data: Record<string, Record<string, number>>): ShardEntry {
  const postings: FieldPostings[] = [];
  for (const [fieldId, docs] of Object.entries(data)) {
    const ids = Object.keys(docs)
      .map(Number)
      .sort((a, b) => a - b);
    const gaps = ids.map((id, i) => (i === 0 ? id : id - ids[i - 1]!));
    const freqs = ids.map((id) => docs[id]!);
    postings.push(
      freqs.every((f) => f === 1) ? [Number(fieldId), gaps] : [Number(fieldId), gaps, freqs],
    );
  }
  return [term, postings];
}

function chunkEntries(entries: ShardEntry[], target: number): ShardEntry[][] {
  const shards: ShardEntry[][] = [];
  let current: ShardEntry[] = [];
  let size = 0;
  for (const entry of entries) {
    const bytes = JSON.stringify(entry).length;
    if (current.length && size + bytes > target) {
      shards.push(current);
      current = [];
      size = 0;
    }
    current.push(entry);
    size += bytes;
  }
  if (current.length || !shards.length) shards.push(current);
  return shards;
}

function truncate(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.lastIndexOf(' ', max);
  return text.slice(0, cut > max * 0.8 ? cut : max) + ' …';
}

function round(n: number): number {
  return Math.round(n * 1000) / 1000;
}

function hashOf(content: Map<string, string>): string {
  const hash = crypto.createHash('sha1');
  for (const [k, v] of content) hash.update(k).update('\0').update(v).update('\0');
  return hash.digest('hex').slice(0, 10);
}
