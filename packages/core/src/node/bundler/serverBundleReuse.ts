// Reusing the previous server bundle. esbuild made it again on every build (about half a second
// of a warm build), though editing a page changes none of its inputs: pages are content
// scripts, rendered beside it. The bundle stays in the generated folder between builds, so
// reusing it is not rebuilding it: the record next to it says what it was made from.
import crypto from 'node:crypto';
import path from 'node:path';
import { readCacheJson, writeCacheJson } from '../cache/jsonCache';
import { isInsideByRelative as isInside } from '../paths';
import { configText, inputsUnchanged, readOr, stateOf } from './inputState';
import type { ServerBundle } from './server';

const VERSION = '1';

interface ServerBundleRecord {
  key: string;
  /** The bundle's own state: a failed build that wrote it leaves a record that no longer matches. */
  bundle: string;
  /** Absolute path -> its state when the bundle was made (see inputState.ts). */
  inputs: Record<string, string>;
}

export class ServerBundleReuse {
  private constructor(
    private readonly recordFile: string,
    private readonly outfile: string,
    private readonly generatedDir: string,
    private readonly key: string,
  ) {}

  /**
   * `settings`: everything else the bundle depends on (its options, the site's Markdown
   * plugins); `engineFiles`: the bundler's own code, which esbuild does not list as inputs.
   */
  static open(options: {
    outfile: string;
    generatedDir: string;
    settings: unknown;
    engineFiles: string[];
    lockfile: string | null;
  }): ServerBundleReuse {
    const hash = crypto
      .createHash('sha1')
      .update(VERSION)
      .update('\0')
      .update(configText(options.settings));
    for (const file of [...options.engineFiles, options.lockfile]) {
      if (file) hash.update('\0').update(file).update('\0').update(readOr(file, 'missing'));
    }
    const recordFile = path.join(path.dirname(options.outfile), 'bundle-record.json');
    return new ServerBundleReuse(
      recordFile,
      options.outfile,
      options.generatedDir,
      hash.digest('hex'),
    );
  }

  /** Whether the bundle on disk was made from the inputs as they are now. */
  async isCurrent(): Promise<boolean> {
    const record = await readCacheJson<ServerBundleRecord>(this.recordFile);
    return (
      !!record &&
      record.key === this.key &&
      stateOf(this.outfile, false) === record.bundle &&
      inputsUnchanged(record.inputs)
    );
  }

  /**
   * Records what the bundle was made from. `markdownInputs`: what compiled Markdown also
   * depends on (the permalinks), counted only when the bundle compiled some.
   */
  async save(bundle: ServerBundle, markdownInputs: string[]): Promise<void> {
    const inputs: Record<string, string> = {};
    const files = bundle.compiledMarkdown ? [...bundle.inputs, ...markdownInputs] : bundle.inputs;
    for (const file of files) {
      inputs[file] = stateOf(file, false);
      // A file added beside a source can change what an import resolves to (`./Foo` to a new
      // Foo.tsx). Packages change with the lockfile; the generated folder with each build.
      const folder = path.dirname(file);
      if (!file.includes(`${path.sep}node_modules${path.sep}`) && !this.isGenerated(folder))
        inputs[folder] ??= stateOf(folder, true);
    }
    const record: ServerBundleRecord = {
      key: this.key,
      bundle: stateOf(this.outfile, false),
      inputs,
    };
    await writeCacheJson(this.recordFile, record);
  }

  private isGenerated(folder: string): boolean {
    return folder === this.generatedDir || isInside(this.generatedDir, folder);
  }
}
