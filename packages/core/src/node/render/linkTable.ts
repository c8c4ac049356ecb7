// The links and element ids the build's pages rendered, each distinct string kept once. A docs
// page carries its whole sidebar category: at 10,000 docs, 500 links a page, the same for every
// page of a category. Kept as strings per page they were most of the build's memory; here a page
// keeps a few numbers instead.
//
// A page's links (an ordered list of distinct strings) are numbered, then cut into runs after
// each link whose number falls on a cut point (about one in RUN_CUT), so a sidebar's links fall
// into the same runs on every page that carries them, wherever the sidebar starts in the page.
// Each distinct run is stored once; a page is the list of its runs' numbers.

/** About one link in this many ends a run. */
const RUN_CUT = 16;
/** A run never grows past this, even when no link falls on a cut point. */
const RUN_MAX = RUN_CUT * 4;

/** One page's links and anchors as numbers into a LinkTable. */
export interface InternedPage {
  path: string;
  /** The runs of its links, in the order the page rendered them. */
  links: number[];
  /** The ids of its elements (link targets for `#fragment`s). */
  anchors: number[];
}

/** What a LinkTable writes to a cache and reads back. */
export interface LinkTableData {
  strings: string[];
  runs: number[][];
}

export class LinkTable {
  private readonly strings: string[] = [];
  private readonly stringIds = new Map<string, number>();
  private readonly runs: number[][] = [];
  private readonly runIds = new Map<string, number>();

  static from(data: LinkTableData): LinkTable {
    const table = new LinkTable();
    // Added in order, so the numbers pages hold keep pointing at the same entries.
    for (const text of data.strings) table.intern(text);
    for (const run of data.runs) table.internRun(run);
    return table;
  }

  /** The number of a string, given one the first time it is seen. */
  intern(text: string): number {
    return numberOf(this.strings, this.stringIds, text, text);
  }

  /** The number of a string, or -1 when no page has it. */
  idOf(text: string): number {
    return this.stringIds.get(text) ?? -1;
  }

  text(id: number): string {
    return this.strings[id]!;
  }

  get stringCount(): number {
    return this.strings.length;
  }

  get runCount(): number {
    return this.runs.length;
  }

  /** The string numbers of a run. */
  run(id: number): readonly number[] {
    return this.runs[id]!;
  }

  /** A page's links as the numbers of their runs. */
  internLinks(links: readonly string[]): number[] {
    const runs: number[] = [];
    let run: number[] = [];
    for (const link of links) {
      const id = this.intern(link);
      run.push(id);
      if (isCutPoint(id) || run.length >= RUN_MAX) {
        runs.push(this.internRun(run));
        run = [];
      }
    }
    if (run.length) runs.push(this.internRun(run));
    return runs;
  }

  internAnchors(anchors: readonly string[]): number[] {
    return anchors.map((anchor) => this.intern(anchor));
  }

  /** How many links the page has (what the link checker counts). */
  linkCount(page: InternedPage): number {
    let count = 0;
    for (const run of page.links) count += this.runs[run]!.length;
    return count;
  }

  /** The page's links as strings, in order. */
  linksOf(page: InternedPage): string[] {
    return page.links.flatMap((run) => this.runs[run]!.map((id) => this.strings[id]!));
  }

  /**
   * A page interned in another table (the previous build's), interned here: each of that table's
   * runs is translated once, however many pages share it.
   */
  adopt(page: InternedPage, from: LinkTable, translated: Map<number, number>): InternedPage {
    const links = page.links.map((run) => {
      let id = translated.get(run);
      if (id === undefined) {
        id = this.internRun(from.run(run).map((s) => this.intern(from.text(s))));
        translated.set(run, id);
      }
      return id;
    });
    const anchors = page.anchors.map((s) => this.intern(from.text(s)));
    return { path: page.path, links, anchors };
  }

  /** The strings and runs, to be written in pieces of at most `size` values. */
  *pieces(size: number): Generator<Partial<LinkTableData>> {
    for (let i = 0; i < this.strings.length; i += size)
      yield { strings: this.strings.slice(i, i + size) };
    for (let i = 0; i < this.runs.length; i += size) yield { runs: this.runs.slice(i, i + size) };
  }

  private internRun(ids: number[]): number {
    return numberOf(this.runs, this.runIds, ids.join(','), ids);
  }
}

/** The number of `value` in `list` (found by `key`), given the next one the first time. */
function numberOf<T>(list: T[], ids: Map<string, number>, key: string, value: T): number {
  let id = ids.get(key);
  if (id === undefined) {
    id = list.length;
    list.push(value);
    ids.set(key, id);
  }
  return id;
}

/** Fibonacci hashing: the top bits of the product spread consecutive numbers evenly. */
function isCutPoint(id: number): boolean {
  return Math.imul(id + 1, 0x9e3779b1) >>> 0 < 0x100000000 / RUN_CUT;
}
