// Incremental rendering. A page's HTML depends only on the server bundle (app, theme, config,
// global data), the shared render options and the page's task, whose manifest names its content
// and data scripts by content hash. When none of these changed since the last build, the page is
// linked (or copied) from the previous output instead of being rendered again.
//
// A kept page is still link-checked, so the index keeps each page's links and anchors: as
// numbers into a LinkTable written once beside the pages (JSON lines, see cache/jsonCache.ts).
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { PageResult, PageTask } from './pool';
import { LinkTable, type InternedPage, type LinkTableData } from './linkTable';
import { linkOrCopySync, parentFolderMaker } from '../outputFiles';
import { readCacheLines, writeCacheLines } from '../cache/jsonCache';

interface Entry {
  key: string;
  htmlFile: string;
  page: InternedPage;
}

/** A line of the index: the version, pieces of the link table, or one page. */
type IndexLine =
  | { version: string }
  | Partial<LinkTableData>
  | { page: [path: string, key: string, htmlFile: string, links: number[], anchors: number[]] };

const VERSION = '2';
const TABLE_PIECE = 1000;

export class RenderCache {
  private previous = new Map<string, Entry>();
  private previousLinks = new LinkTable();
  private next = new Map<string, Entry>();
  /** The links of this build's pages, kept and rendered. */
  readonly links = new LinkTable();

  constructor(
    private readonly indexFile: string,
    /** The output of the last successful build, where unchanged pages are copied from. */
    private readonly previousOut: string,
    private readonly sharedKey: string,
  ) {}

  static async open(
    indexFile: string,
    previousOut: string,
    inputs: { serverBundle: string; shared: unknown },
  ): Promise<RenderCache> {
    // esbuild places some "use strict" directives differently from one run to the next (lazily
    // initialised modules); they do not change what renders, so they are left out of the key.
    const bundle = (await fs.promises.readFile(inputs.serverBundle, 'utf8')).replace(
      /^\s*"use strict";\n/gm,
      '',
    );
    const hash = crypto
      .createHash('sha1')
      .update(VERSION)
      .update(bundle)
      .update(JSON.stringify(inputs.shared));
    const cache = new RenderCache(indexFile, previousOut, hash.digest('hex'));
    // Only trust the index when the previous output it describes still exists.
    if (fs.existsSync(previousOut)) await cache.readIndex();
    return cache;
  }

  private async readIndex(): Promise<void> {
    const lines = await readCacheLines<IndexLine>(this.indexFile);
    if (!lines || (lines[0] as { version?: string } | undefined)?.version !== VERSION) return;
    const table: LinkTableData = { strings: [], runs: [] };
    for (const line of lines) {
      if ('strings' in line) table.strings.push(...line.strings!);
      else if ('runs' in line) table.runs.push(...line.runs!);
      else if ('page' in line) {
        const [pagePath, key, htmlFile, links, anchors] = line.page;
        this.previous.set(pagePath, { key, htmlFile, page: { path: pagePath, links, anchors } });
      }
    }
    this.previousLinks = LinkTable.from(table);
  }

  private keyOf(task: PageTask): string {
    return crypto
      .createHash('sha1')
      .update(this.sharedKey)
      .update(JSON.stringify(task))
      .digest('hex');
  }

  /**
   * Links the pages that did not change into `outDir` (in turn: see linkOrCopySync); returns
   * their links and the tasks left to render.
   */
  reuse(tasks: PageTask[], outDir: string): { reused: InternedPage[]; toRender: PageTask[] } {
    const reused: InternedPage[] = [];
    const toRender: PageTask[] = [];
    const translated = new Map<number, number>();
    const makeFolder = parentFolderMaker();
    for (const task of tasks) {
      const key = this.keyOf(task);
      const old = this.previous.get(task.path);
      if (old && old.key === key && old.htmlFile === task.htmlFile) {
        const target = path.join(outDir, task.htmlFile);
        makeFolder(target);
        if (linkedFrom(path.join(this.previousOut, task.htmlFile), target)) {
          const page = this.links.adopt(old.page, this.previousLinks, translated);
          this.next.set(task.path, { key, htmlFile: task.htmlFile, page });
          reused.push(page);
          continue;
        }
      }
      toRender.push(task);
    }
    // What the previous build rendered is in this build's table now (or no longer needed).
    this.previous = new Map();
    this.previousLinks = new LinkTable();
    return { reused, toRender };
  }

  /** Interns a rendered page's links; a page that rendered is kept for the next build. */
  record(task: PageTask, result: PageResult): InternedPage {
    const page: InternedPage = {
      path: result.path,
      links: this.links.internLinks(result.links ?? []),
      anchors: this.links.internAnchors(result.anchors ?? []),
    };
    if (!result.error)
      this.next.set(task.path, { key: this.keyOf(task), htmlFile: task.htmlFile, page });
    return page;
  }

  /** Written once the build has succeeded, so the index always describes the output on disk. */
  async save(): Promise<void> {
    await writeCacheLines(this.indexFile, this.indexLines());
  }

  private *indexLines(): Generator<IndexLine> {
    yield { version: VERSION };
    yield* this.links.pieces(TABLE_PIECE);
    for (const [pagePath, { key, htmlFile, page }] of this.next)
      yield { page: [pagePath, key, htmlFile, page.links, page.anchors] };
  }
}

/** Whether the previous output's page could be linked (or copied) into the new output. */
function linkedFrom(previous: string, target: string): boolean {
  try {
    linkOrCopySync(previous, target);
    return true;
  } catch {
    return false;
  }
}
