// The previous build's index, read back so a rebuild tokenizes only the pages that changed: the
// records of the pages it keeps, their field lengths (base.json) and postings (the shards).
import fs from 'node:fs';
import path from 'node:path';
import { previousManifest } from './indexFiles';
import {
  FIELDS,
  baseFile,
  shardFile,
  type SearchBase,
  type SearchManifest,
  type ShardEntry,
} from './shared/index';

/** Each indexed page of a build, in order: its key (see pageKey), its records and its blocks. */
export type IndexedPages = Array<[key: string, records: number, blocks: number]>;

/** Where a page's records and blocks start in an index, and how many records it has. */
interface PagePlace {
  first: number;
  count: number;
  firstBlock: number;
}

/** A page's URL, group and HTML hash: the same key, the same records. */
export function pageKey(url: string, lvl0: string, hash: string): string {
  return `${url}\0${lvl0}\0${hash}`;
}

/** A shard of the previous index that could not be read: the index is made from the pages. */
export class PreviousIndexError extends Error {}

export class PreviousIndex {
  private constructor(
    private readonly folder: string,
    private readonly manifest: SearchManifest,
    private readonly base: SearchBase,
    private readonly pages: Map<string, PagePlace>,
  ) {}

  /** The index `dir` the previous build wrote, when it is there and agrees with `pages`. */
  static open(previousTarget: string, dir: string, pages: IndexedPages): PreviousIndex | null {
    try {
      const manifest = previousManifest(previousTarget);
      if (manifest?.dir !== dir) return null;
      const base = readJson<SearchBase>(path.join(previousTarget, baseFile(dir)));
      const byKey = new Map<string, PagePlace>();
      let first = 0;
      let firstBlock = 0;
      for (const [key, count, blocks] of pages) {
        byKey.set(key, { first, count, firstBlock });
        first += count;
        firstBlock += blocks;
      }
      const agrees =
        first === manifest.documentCount &&
        firstBlock === manifest.blockCount &&
        base.fieldLength.length === first * FIELDS.length &&
        manifest.shards.every((_, i) =>
          fs.existsSync(path.join(previousTarget, shardFile(dir, i))),
        );
      return agrees ? new PreviousIndex(previousTarget, manifest, base, byKey) : null;
    } catch {
      return null;
    }
  }

  get recordCount(): number {
    return this.manifest.documentCount;
  }

  /** Where a page the previous index holds with `count` records is, and its field lengths. */
  kept(key: string, count: number): (PagePlace & { fieldLengths: number[] }) | null {
    const page = this.pages.get(key);
    if (!page || page.count !== count) return null;
    const width = FIELDS.length;
    const fieldLengths = this.base.fieldLength.slice(
      page.first * width,
      (page.first + count) * width,
    );
    return { ...page, fieldLengths };
  }

  /** Every term's entry, a shard at a time. */
  *entries(): Generator<ShardEntry> {
    for (let i = 0; i < this.manifest.shards.length; i++) {
      const file = path.join(this.folder, shardFile(this.manifest.dir, i));
      let shard: ShardEntry[];
      try {
        shard = readJson<ShardEntry[]>(file);
      } catch (error) {
        throw new PreviousIndexError(`${file}: ${(error as Error).message}`);
      }
      yield* shard;
    }
  }
}

function readJson<T>(file: string): T {
  return JSON.parse(fs.readFileSync(file, 'utf8')) as T;
}
