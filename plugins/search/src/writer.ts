// Turns indexed pages into the sharded files under build/search/: MiniSearch's serialized index
// (made here as MiniSearch makes it, see PostingsIndex), split into sorted term ranges (shards)
// so the browser fetches only the ranges a query touches, plus the display data of the pages it
// shows.
import crypto from 'node:crypto';
import {
  FIELDS,
  FORMAT_VERSION,
  MANIFEST_FILE,
  BASE_NAME,
  processTerm,
  tokenize,
  blockFile,
  isStepHeading,
  queryTerms,
  shardName,
  type ShardEntry,
  type PageRecord,
  type RecordKind,
  type SearchBase,
  type SearchManifest,
  type SearchPageData,
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
  /**
   * Takes each display block (`b<index>.json`'s text) as soon as it is made, instead of keeping
   * it for `files()`: a large site's blocks are most of the index's size. `previousIndex`: the
   * block is a kept page's, the same as that block of the previous index (see addKept).
   */
  onBlock?: (index: number, json: string, previousIndex?: number) => void;
}

/**
 * Changes whenever the same pages would give other files (the build reuses the previous index
 * when its pages and this are unchanged).
 */
export const WRITER_VERSION = 1;

const MAX_INDEXED = 20000;

/** The files to write under `search/`: relative path -> JSON text. */
export function buildIndexFiles(
  pages: IndexablePage[],
  options: WriteOptions = {},
): Map<string, string> {
  const builder = new SearchIndexBuilder(options);
  for (const page of pages) builder.add(page);
  return builder.files();
}

/**
 * Builds the index a page at a time: what it keeps of a page is its display blocks (as JSON),
 * its postings and a few facts, never its whole text, so a large site's pages need not all be in
 * memory at once (nor its blocks, with `onBlock`). The postings are MiniSearch's (same tokenizer,
 * term processing, field lengths and averages: the browser's MiniSearch reads them), held in
 * typed arrays: MiniSearch's maps and its serialized copy took several times the memory at
 * 10,000 pages.
 */
export class SearchIndexBuilder {
  private readonly displayChars: number;
  private readonly blockChars: number;
  private readonly shardBytes: number;
  private readonly onBlock: WriteOptions['onBlock'];
  private readonly index = new PostingsIndex();
  /** Each display block as JSON, in order (none with `onBlock`). */
  private readonly blocks: string[] = [];
  /** Of every block, as made: the folder name covers them without keeping them. */
  private readonly blocksHash = crypto.createHash('sha1');
  private readonly blockSizes: number[] = [];
  private kinds = '';
  private readonly pageSizes: number[] = [];
  private readonly paths: string[] = [];
  private readonly categoryIndexes: boolean[] = [];
  private readonly titleStarts: string[] = [];

  constructor(options: WriteOptions = {}) {
    this.shardBytes = options.shardBytes ?? 24_000;
    this.displayChars = options.displayChars ?? 600;
    this.blockChars = options.blockChars ?? 5000;
    this.onBlock = options.onBlock;
  }

  get blockCount(): number {
    return this.blockSizes.length;
  }

  get pageCount(): number {
    return this.pageSizes.length;
  }

  /** Terms whose postings are held, not yet written into a shard (writeFolder lets go of them). */
  get heldTerms(): number {
    return this.index.termCount;
  }

  add(page: IndexablePage): void {
    this.addBlocks(page);
    for (const s of page.sections) {
      const { h, p } = fieldsOf(page, s);
      this.index.add([h, p, s.text.slice(0, MAX_INDEXED)]);
      this.kinds += kindOf(s);
    }
    this.addFacts(page);
  }

  /**
   * A page the previous index holds unchanged: its blocks and facts as `add` makes them, its
   * records' field lengths (`FIELDS.length` a record) from that index, and no postings:
   * `mergePrevious` brings those, without the text being tokenized again. `firstBlock`: the
   * index of its first block in the previous index (its blocks are the same). Returns the id
   * its first record gets.
   */
  addKept(page: IndexablePage, fieldLengths: readonly number[], firstBlock?: number): number {
    const first = this.index.recordCount;
    this.addBlocks(page, firstBlock);
    page.sections.forEach((s, r) => {
      this.index.addLengths(fieldLengths.slice(r * FIELDS.length, (r + 1) * FIELDS.length));
      this.kinds += kindOf(s);
    });
    this.addFacts(page);
    return first;
  }

  /**
   * The postings of the previous index's entries for the records kept: `newIds[id]` is the id an
   * old record has now, -1 for a record not kept (its page changed or went).
   */
  mergePrevious(entries: Iterable<ShardEntry>, newIds: Int32Array): void {
    for (const [term, postings] of entries)
      for (const [field, gaps, freqs] of postings) {
        let id = 0;
        gaps.forEach((gap, i) => {
          id += gap;
          const now = newIds[id] ?? -1;
          if (now >= 0) this.index.addPosting(term, field, now, freqs?.[i] ?? 1);
        });
      }
  }

  private addFacts(page: IndexablePage): void {
    this.pageSizes.push(page.sections.length);
    this.paths.push(pathOf(page.url));
    this.categoryIndexes.push(!!page.categoryIndex);
    this.titleStarts.push(queryTerms(page.lvl1)[0] ?? '');
  }

  /** A hit downloads the display data of its block only. */
  private addBlocks(page: IndexablePage, previousFirst?: number): void {
    let block: SearchPageData | null = null;
    let size = 0;
    let made = 0;
    const close = () => {
      if (!block) return;
      const json = JSON.stringify(block);
      const index = this.blockSizes.length;
      const previous = previousFirst === undefined ? undefined : previousFirst + made++;
      this.blocksHash.update(`${index}\0${json}\0`);
      if (this.onBlock) this.onBlock(index, json, previous);
      else this.blocks.push(json);
      this.blockSizes.push(block.records.length);
    };
    for (const s of page.sections) {
      const row: PageRecord = [
        s.level,
        s.lvl2,
        s.lvl3,
        s.anchor,
        truncate(s.text, this.displayChars),
      ];
      const rowSize = JSON.stringify(row).length;
      if (!block || size + rowSize > this.blockChars) {
        close();
        block = { url: page.url, lvl0: page.lvl0, lvl1: page.lvl1, records: [] };
        size = 0;
      }
      block.records.push(row);
      size += rowSize;
    }
    close();
  }

  /**
   * The index's folder, each file handed to `write` (its name inside the folder) as soon as it is
   * made: the base, then the term shards one at a time. Made all at once, a large site's shards
   * were in memory twice over (their entries and their text: 150 MB of text at 100,000 pages)
   * beside the postings they came from. The blocks went to `onBlock`, or are kept for `files()`.
   * Returns the manifest, which names the folder (a hash of all its files).
   */
  writeFolder(write: (name: string, text: string) => void): SearchManifest {
    const { index } = this;
    const base: SearchBase = {
      fieldLength: index.fieldLength,
      averageFieldLength: index.averageFieldLength.map(round),
      blockSizes: this.blockSizes,
      kinds: this.kinds,
      pageSizes: this.pageSizes,
      pageDepths: this.paths.map((p) => p.split('/').filter(Boolean).length),
      overviewPages: this.overviewPages(),
      titleStarts: this.titleStarts,
    };
    const folderHash = crypto.createHash('sha1');
    const add = (key: string, name: string, text: string) => {
      folderHash.update(key).update('\0').update(text).update('\0');
      write(name, text);
    };
    add('base', BASE_NAME, JSON.stringify(base));
    const firstTerms: string[] = [];
    forEachShard(index.encodedEntries(), this.shardBytes, (firstTerm, entries) => {
      const i = firstTerms.length;
      firstTerms.push(firstTerm);
      add(`t${i}`, shardName(i), `[${entries.join(',')}]`);
    });
    return {
      version: FORMAT_VERSION,
      dir: folderHash.update(this.blocksHash.digest('hex')).digest('hex').slice(0, 10),
      documentCount: index.recordCount,
      pageCount: this.pageCount,
      blockCount: this.blockSizes.length,
      shards: firstTerms.map((term, i) => (i === 0 ? '' : term)),
    };
  }

  /** Every file under `search/`: relative path -> JSON text (the blocks only without `onBlock`). */
  files(): Map<string, string> {
    const inFolder: Array<[string, string]> = [];
    const manifest = this.writeFolder((name, text) => inFolder.push([name, text]));
    const files = new Map(inFolder.map(([name, text]) => [`${manifest.dir}/${name}`, text]));
    this.blocks.forEach((b, i) => files.set(blockFile(manifest.dir, i), b));
    files.set(MANIFEST_FILE, JSON.stringify(manifest));
    return files;
  }

  /** Pages that are a category's own page, or the parent path of another indexed page. */
  private overviewPages(): number[] {
    // Every proper ancestor path of an indexed page: a page at one of them is a section root.
    const parents = new Set<string>();
    for (const p of this.paths) {
      if (p === '/') continue;
      for (let i = p.lastIndexOf('/'); i >= 0; i = i === 0 ? -1 : p.lastIndexOf('/', i - 1))
        parents.add(p.slice(0, i) || '/');
    }
    const overviewPages: number[] = [];
    this.paths.forEach((p, i) => {
      if (this.categoryIndexes[i] || parents.has(p)) overviewPages.push(i);
    });
    return overviewPages;
  }
}

/**
 * One term's records in one field, ascending, with how often the term occurs in each. Typed
 * arrays that double as they fill: a JS array of numbers took 8 bytes an entry and more while
 * growing, and the postings of 100,000 pages were most of that build's memory.
 */
class FieldList {
  ids = new Int32Array(2);
  freqs = new Uint16Array(2);
  length = 0;
  /** Some record has the term more than once: the frequencies are written out. */
  repeated = false;
  /** Ids come in ascending order, but for postings merged from a previous index. */
  private sorted = true;

  add(id: number, count: number): void {
    const last = this.length - 1;
    if (last >= 0 && this.ids[last] === id) {
      this.freqs[last] = Math.min(MAX_FREQ, this.freqs[last]! + count);
      this.repeated = true;
      return;
    }
    if (last >= 0 && id < this.ids[last]!) this.sorted = false;
    if (this.length === this.ids.length) this.grow();
    this.ids[this.length] = id;
    this.freqs[this.length++] = Math.min(MAX_FREQ, count);
    if (count > 1) this.repeated = true;
  }

  /** JSON of its FieldPostings: ids as gaps from the previous one, frequencies unless all 1. */
  encode(field: number): string {
    if (!this.sorted) this.sort();
    const ids = this.ids.subarray(0, this.length);
    const gaps = new Int32Array(this.length);
    for (let i = 0; i < ids.length; i++) gaps[i] = i === 0 ? ids[0]! : ids[i]! - ids[i - 1]!;
    const freqs = this.repeated ? `,[${this.freqs.subarray(0, this.length).join(',')}]` : '';
    return `[${field},[${gaps.join(',')}]${freqs}]`;
  }

  /** By id, each id's count with it: both packed into one double (ids < 2^31, counts < 2^16). */
  private sort(): void {
    const packed = new Float64Array(this.length);
    for (let i = 0; i < this.length; i++) packed[i] = this.ids[i]! * 0x10000 + this.freqs[i]!;
    packed.sort();
    packed.forEach((value, i) => {
      this.ids[i] = Math.floor(value / 0x10000);
      this.freqs[i] = value % 0x10000;
    });
    this.sorted = true;
  }

  private grow(): void {
    const ids = new Int32Array(this.ids.length * 2);
    ids.set(this.ids);
    this.ids = ids;
    const freqs = new Uint16Array(this.freqs.length * 2);
    freqs.set(this.freqs);
    this.freqs = freqs;
  }
}

/** A term's count in one section cannot exceed the text indexed of it (MAX_INDEXED). */
const MAX_FREQ = 0xffff;

/** What MiniSearch's `add` and `toJSON` make of records numbered 0, 1, 2... in order. */
class PostingsIndex {
  private readonly terms = new Map<string, Array<FieldList | undefined>>();
  /** Record-major: the number of distinct tokens of each field of each record. */
  readonly fieldLength: number[] = [];
  readonly averageFieldLength: number[] = FIELDS.map(() => 0);
  recordCount = 0;

  get termCount(): number {
    return this.terms.size;
  }

  /** A record's fields, in FIELDS order. */
  add(values: string[]): void {
    const id = this.recordCount++;
    values.forEach((value, field) => {
      // Each distinct token once: its count goes in as the frequency, so the index's map is
      // looked up per distinct token rather than per occurrence.
      const counts = new Map<string, number>();
      for (const token of tokenize(value)) counts.set(token, (counts.get(token) ?? 0) + 1);
      // MiniSearch's field length: distinct tokens, before term processing.
      const length = counts.size;
      this.fieldLength.push(length);
      // MiniSearch's running average, in its order of operations (the same rounding).
      this.averageFieldLength[field] = (this.averageFieldLength[field]! * id + length) / (id + 1);
      for (const [token, count] of counts) {
        const term = processTerm(token);
        if (term) this.listOf(term, field).add(id, count);
      }
    });
  }

  /** A record whose postings come from elsewhere (mergePrevious): its field lengths only. */
  addLengths(lengths: readonly number[]): void {
    const id = this.recordCount++;
    lengths.forEach((length, field) => {
      this.fieldLength.push(length);
      this.averageFieldLength[field] = (this.averageFieldLength[field]! * id + length) / (id + 1);
    });
  }

  addPosting(term: string, field: number, id: number, count: number): void {
    this.listOf(term, field).add(id, count);
  }

  private listOf(term: string, field: number): FieldList {
    let fields = this.terms.get(term);
    if (!fields) this.terms.set(term, (fields = []));
    return (fields[field] ??= new FieldList());
  }

  /**
   * Each term's shard entry as JSON, in term order. A term's postings are let go once encoded,
   * so the encoded form replaces them rather than adding to them.
   */
  *encodedEntries(): Generator<{ term: string; json: string }> {
    const sorted = [...this.terms.keys()].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
    for (const term of sorted) {
      const postings: string[] = [];
      this.terms.get(term)!.forEach((list, field) => {
        if (list) postings.push(list.encode(field));
      });
      this.terms.delete(term);
      // A ShardEntry ([term, FieldPostings[]]) as JSON.stringify writes it.
      yield { term, json: `[${JSON.stringify(term)},[${postings.join(',')}]]` };
    }
  }
}

/** What each MiniSearch field holds for a record: its heading, the headings above it, and (set by the caller) its text. */
function fieldsOf(page: IndexablePage, s: ExtractedSection): { h: string; p: string } {
  if (s.level === 1) return { h: page.lvl1, p: page.lvl0 };
  if (s.level === 2) return { h: s.lvl2 ?? '', p: page.lvl1 };
  return { h: s.lvl3 ?? '', p: `${page.lvl1} ${s.lvl2 ?? ''}` };
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

/**
 * Groups the entries, in order, into shards of about `target` characters, each handed on as soon
 * as it is full. There is always one shard, empty when there are no entries.
 */
function forEachShard(
  entries: Iterable<{ term: string; json: string }>,
  target: number,
  onShard: (firstTerm: string, entries: string[]) => void,
): void {
  let current: string[] = [];
  let firstTerm = '';
  let size = 0;
  for (const { term, json } of entries) {
    if (current.length && size + json.length > target) {
      onShard(firstTerm, current);
      current = [];
      size = 0;
    }
    if (!current.length) firstTerm = term;
    current.push(json);
    size += json.length;
  }
  onShard(firstTerm, current);
}

function truncate(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.lastIndexOf(' ', max);
  return text.slice(0, cut > max * 0.8 ? cut : max) + ' …';
}

function round(n: number): number {
  return Math.round(n * 1000) / 1000;
}
