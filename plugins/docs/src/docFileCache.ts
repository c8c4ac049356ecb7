// Docs as an earlier build or dev start read them, kept in the site's cache: a doc whose file
// has the same stamp is taken from there instead of being read, parsed and validated again
// (about a tenth of a second of each dev start at 1,000 docs).
import fs from 'node:fs';
import { readCacheJson, writeCacheJson } from '@tessera/core/node';
import type { DocFile } from './docs';

/** Changes whenever readDoc gives another result for the same file and folders. */
const FORMAT = 1;

interface KeptDoc {
  stamp: string;
  docsDir: string;
  routeBase: string;
  doc: DocFile;
}

interface CacheFile {
  format: number;
  docs: Record<string, KeptDoc>;
}

/** Size, times and inode: an edit changes one of them (as the dev server's own reuse checks). */
function stampOf(file: string): string {
  const stat = fs.statSync(file);
  return `${stat.size}:${stat.mtimeMs}:${stat.ctimeMs}:${stat.ino}`;
}

/** Front matter that JSON gives back as it was (a YAML date would come back a string). */
function isPlainJson(value: unknown): boolean {
  if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) return true;
  if (Array.isArray(value)) return value.every(isPlainJson);
  if (typeof value !== 'object' || Object.getPrototypeOf(value) !== Object.prototype) return false;
  return Object.values(value).every((v) => v !== undefined && isPlainJson(v));
}

export class DocFileCache {
  /** Files whose kept doc this load took as it was. */
  private readonly reused = new Set<string>();
  /** Docs this load read afresh, as they were read (later steps may change the objects). */
  private readonly fresh: Record<string, KeptDoc> = {};
  private readFresh = false;

  private constructor(
    private readonly file: string | null,
    private readonly previous: Record<string, KeptDoc>,
  ) {}

  /** `null`: nothing is kept, every doc is read (see the docs plugin's loadContent). */
  static async open(file: string | null): Promise<DocFileCache> {
    return new DocFileCache(file, (file && (await keptDocs(file))) || {});
  }

  /** The doc of `file`: kept when its stamp and folders are the same, else `read()` and kept. */
  read(file: string, docsDir: string, routeBase: string, read: () => DocFile): DocFile {
    if (!this.file) return read();
    const stamp = stampOf(file);
    const kept = this.previous[file];
    if (kept && kept.stamp === stamp && kept.docsDir === docsDir && kept.routeBase === routeBase) {
      this.reused.add(file);
      return kept.doc;
    }
    const doc = read();
    this.readFresh = true;
    if (isPlainJson(doc.frontMatter))
      this.fresh[file] = { stamp, docsDir, routeBase, doc: structuredClone(doc) };
    return doc;
  }

  /**
   * Writes this load's docs when any was read afresh or is gone. The reused ones come from the
   * file again: the objects handed out may have been changed since.
   */
  async save(): Promise<void> {
    if (!this.file) return;
    if (!this.readFresh && this.reused.size === Object.keys(this.previous).length) return;
    const previous = (await keptDocs(this.file)) ?? {};
    const docs: Record<string, KeptDoc> = {};
    for (const file of this.reused) if (previous[file]) docs[file] = previous[file];
    Object.assign(docs, this.fresh);
    // A cache only saves work: one that cannot be written is a miss next time.
    await writeCacheJson(this.file, { format: FORMAT, docs }).catch(() => undefined);
  }
}

async function keptDocs(file: string): Promise<Record<string, KeptDoc> | undefined> {
  const stored = await readCacheJson<CacheFile>(file);
  return stored?.format === FORMAT ? stored.docs : undefined;
}
