// Incremental rendering. A page's HTML depends only on the server bundle (app, theme, config,
// global data), the shared render options and the page's task, whose manifest names its content
// and data scripts by content hash. When none of these changed since the last build, the page is
// linked (or copied) from the previous output instead of being rendered again.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { PageResult, PageTask } from './pool';
import { linkOrCopy } from '../outputFiles';
import { readCacheJson, writeCacheJson } from '../cache/jsonCache';

interface Entry {
  key: string;
  htmlFile: string;
  links: string[];
  anchors: string[];
}

const VERSION = '1';

export class RenderCache {
  private previous: Record<string, Entry> = {};
  private next: Record<string, Entry> = {};

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
    const stored = (await readCacheJson<Record<string, Entry>>(indexFile)) ?? {};
    // Only trust the index when the previous output it describes still exists.
    if (fs.existsSync(previousOut)) cache.previous = stored;
    return cache;
  }

  private keyOf(task: PageTask): string {
    return crypto
      .createHash('sha1')
      .update(this.sharedKey)
      .update(JSON.stringify(task))
      .digest('hex');
  }

  /** Copies the pages that did not change into `outDir`; returns their results and the tasks left to render. */
  async reuse(
    tasks: PageTask[],
    outDir: string,
  ): Promise<{ reused: PageResult[]; toRender: PageTask[] }> {
    const reused: PageResult[] = [];
    const toRender: PageTask[] = [];
    await Promise.all(
      tasks.map(async (task) => {
        const key = this.keyOf(task);
        const old = this.previous[task.path];
        if (old && old.key === key && old.htmlFile === task.htmlFile) {
          const target = path.join(outDir, task.htmlFile);
          await fs.promises.mkdir(path.dirname(target), { recursive: true });
          const copied = await linkOrCopy(path.join(this.previousOut, task.htmlFile), target).then(
            () => true,
            () => false,
          );
          if (copied) {
            this.next[task.path] = old;
            reused.push({ path: task.path, links: old.links, anchors: old.anchors });
            return;
          }
        }
        toRender.push(task);
      }),
    );
    return { reused, toRender };
  }

  record(task: PageTask, result: PageResult): void {
    if (!result.error)
      this.next[task.path] = {
        key: this.keyOf(task),
        htmlFile: task.htmlFile,
        links: result.links ?? [],
        anchors: result.anchors ?? [],
      };
  }

  /** Written once the build has succeeded, so the index always describes the output on disk. */
  async save(): Promise<void> {
    await writeCacheJson(this.indexFile, this.next);
  }
}
