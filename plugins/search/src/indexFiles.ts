// Writing the index files under `search/`. Everything but the manifest sits in a folder named by
// the hash of the whole index, so any edit names a new folder; most of its files (the display
// blocks of unchanged pages, the term ranges the edit did not touch) are still the same bytes as
// in the previous build's folder, and are linked from there instead of written: creating
// thousands of files is most of what writing the index costs.
import fs from 'node:fs';
import path from 'node:path';
import { linkOrCopySync, writeOrLinkSync } from '@tessera/core/node';
import { BASE_NAME, MANIFEST_FILE, blockName, type SearchManifest } from './shared/index';

/**
 * The folder's files arrive one at a time (the blocks while pages are added, then the base and
 * the term shards), before its name (the hash of the whole index) is known: they go into a
 * staging folder that becomes `<dir>/` when the manifest is written.
 */
export class IndexFileWriter {
  private readonly staging: string;
  private readonly previousDir: string | null;
  private stagingMade = false;
  count = 0;

  constructor(
    private readonly target: string,
    private readonly previousTarget: string,
  ) {
    this.staging = path.join(target, '.staging');
    this.previousDir = previousManifest(previousTarget)?.dir ?? null;
  }

  /**
   * `previousIndex`: the previous index's block of that number holds these bytes (a kept page's):
   * linked without being read. Else the previous block of the same number is read and compared.
   */
  block(index: number, json: string, previousIndex?: number): void {
    const same = previousIndex !== undefined;
    this.stage(blockName(index), json, blockName(same ? previousIndex : index), same);
  }

  /** Another file of the folder (the base, a term shard), compared with the previous one's. */
  folderFile(name: string, text: string): void {
    this.stage(name, text, name, false);
  }

  /** Names the folder and writes the manifest. Returns the folder. */
  finish(manifest: SearchManifest): string {
    const folder = path.join(this.target, manifest.dir);
    if (this.stagingMade) fs.renameSync(this.staging, folder);
    else fs.mkdirSync(folder, { recursive: true });
    fs.writeFileSync(path.join(this.target, MANIFEST_FILE), JSON.stringify(manifest));
    this.count++;
    return manifest.dir;
  }

  private stage(name: string, text: string, previousName: string, contentHashed: boolean): void {
    if (!this.stagingMade) fs.mkdirSync(this.staging, { recursive: true });
    this.stagingMade = true;
    const previous = this.previousFile(previousName);
    writeOrLinkSync(path.join(this.staging, name), text, previous, { contentHashed });
    this.count++;
  }

  private previousFile(inFolder: string): string | null {
    return this.previousDir && path.join(this.previousTarget, this.previousDir, inFolder);
  }
}

/**
 * Links the previous build's index (manifest and folder `dir`) into `target`, when it is there
 * whole; null when it is not (nothing is linked then).
 */
export function linkPreviousIndex(
  previousTarget: string,
  target: string,
  dir: string,
): { pageCount: number; fileCount: number } | null {
  const manifest = previousManifest(previousTarget);
  if (manifest?.dir !== dir) return null;
  const folder = path.join(previousTarget, dir);
  let names: string[];
  try {
    names = fs.readdirSync(folder);
  } catch {
    return null;
  }
  const expected = 1 + manifest.shards.length + manifest.blockCount;
  if (names.length !== expected || !names.includes(BASE_NAME)) return null;
  fs.mkdirSync(path.join(target, dir), { recursive: true });
  for (const name of names) linkOrCopySync(path.join(folder, name), path.join(target, dir, name));
  linkOrCopySync(path.join(previousTarget, MANIFEST_FILE), path.join(target, MANIFEST_FILE));
  return { pageCount: manifest.pageCount, fileCount: names.length + 1 };
}

/** The previous build's manifest, when it is there and well formed. */
export function previousManifest(previousTarget: string): SearchManifest | null {
  try {
    const manifest = JSON.parse(
      fs.readFileSync(path.join(previousTarget, MANIFEST_FILE), 'utf8'),
    ) as Partial<SearchManifest>;
    const valid =
      typeof manifest.dir === 'string' &&
      /^[0-9a-f]+$/.test(manifest.dir) &&
      Array.isArray(manifest.shards) &&
      typeof manifest.blockCount === 'number';
    return valid ? (manifest as SearchManifest) : null;
  } catch {
    return null;
  }
}
