// Reusing the previous client bundle. What webpack writes depends on its config, the engine's
// bundler code, the installed packages and the files it read (the import registry among them).
// Editing a page changes none of these (pages are content scripts), so a build whose inputs are
// all unchanged copies the previous build's assets instead of running webpack. This takes the
// place of webpack's persistent cache in builds: storing that cache cost every cold build about
// a second of the main thread, and restoring it cost a warm build more than copying does.
import crypto from 'node:crypto';
import path from 'node:path';
import type { Compilation, Configuration } from 'webpack';
import { linkOrCopySync, parentFolderMaker } from '../outputFiles';
import { readCacheJson, writeCacheJson } from '../cache/jsonCache';
import { configText, inputsUnchanged, readOr, stateOf } from './inputState';

const VERSION = '1';

export type ChunkGroupFiles = Map<string, string[]>;

interface BundleRecord {
  key: string;
  /** Absolute path -> its state when webpack read it: `size:mtime` of a file, `dir:mtime`, or `missing`. */
  inputs: Record<string, string>;
  chunkGroups: Array<[string, string[]]>;
  /** Every file webpack wrote, relative to the output folder. */
  assets: string[];
}

export class ClientBundleReuse {
  private next: BundleRecord | null = null;

  private constructor(
    private readonly recordFile: string,
    /** The output of the last successful build, where the assets are copied from. */
    private readonly previousOut: string,
    private readonly key: string,
  ) {}

  /**
   * `engineFiles`: the bundler's own code (loaders, config), which webpack does not list as
   * inputs; `engineVersion`: what else of the engine changes the output (the MDX pipeline's version).
   */
  static open(options: {
    recordFile: string;
    previousOut: string;
    config: Configuration;
    engineFiles: string[];
    engineVersion: string;
    lockfile: string | null;
  }): ClientBundleReuse {
    const hash = crypto
      .createHash('sha1')
      .update(VERSION)
      .update('\0')
      .update(options.engineVersion)
      .update('\0')
      .update(configText(options.config));
    for (const file of [...options.engineFiles, options.lockfile]) {
      if (file) hash.update('\0').update(file).update('\0').update(readOr(file, 'missing'));
    }
    return new ClientBundleReuse(options.recordFile, options.previousOut, hash.digest('hex'));
  }

  /** Copies the previous build's assets into `outDir` when nothing webpack depends on has changed. */
  async reuse(outDir: string): Promise<ChunkGroupFiles | null> {
    const record = await readCacheJson<BundleRecord>(this.recordFile);
    if (!record || record.key !== this.key) return null;
    if (!inputsUnchanged(record.inputs)) return null;
    try {
      const makeFolder = parentFolderMaker();
      for (const asset of record.assets) {
        const target = path.join(outDir, asset);
        makeFolder(target);
        linkOrCopySync(path.join(this.previousOut, asset), target);
      }
    } catch {
      // The previous output lost a file: build afresh (the caller writes over what was copied).
      return null;
    }
    this.next = record;
    return new Map(record.chunkGroups);
  }

  /** What a webpack run read and wrote (saved with `save` once the build has succeeded). */
  capture(compilation: Compilation, chunkGroups: ChunkGroupFiles): void {
    const inputs: Record<string, string> = {};
    for (const file of compilation.fileDependencies) inputs[file] = stateOf(file, false);
    for (const dir of compilation.contextDependencies) inputs[dir] = stateOf(dir, true);
    for (const missing of compilation.missingDependencies)
      inputs[missing] = stateOf(missing, false);
    this.next = {
      key: this.key,
      inputs,
      chunkGroups: [...chunkGroups],
      assets: compilation.getAssets().map((asset) => asset.name),
    };
  }

  /** Written after the new output is in place: the record describes the assets found there. */
  async save(): Promise<void> {
    if (!this.next) return;
    await writeCacheJson(this.recordFile, this.next);
  }
}
