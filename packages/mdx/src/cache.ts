// Persistent compile cache: one entry per (pipeline version, file, content, link targets).
// The client bundle, the server bundle and the next build all read the same entry.
import fs from 'node:fs';
import crypto from 'node:crypto';
import type { CompileInput, CompileOutput } from './compile';
import { compile } from './lazyCompile';
import { imageSource } from './plugins';

// Bump when the pipeline's output changes for the same input: compiled pages are cached by it.
export const PIPELINE_VERSION = '5';

/** The inputs that decide the output: the source, and the URLs its relative links resolve to. */
export function cacheKey(input: CompileInput): string {
  const hash = crypto.createHash('sha1');
  hash
    .update(PIPELINE_VERSION)
    .update('\0')
    .update(input.filePath)
    .update('\0')
    .update(input.baseUrl)
    .update('\0');
  hash
    .update(input.truncated ? 't' : 'f')
    .update('\0')
    .update(input.pluginsKey ?? '')
    .update('\0')
    .update(input.source);
  // Every permalink the links may use (relative, content-root, this page's own URL).
  hash.update('\0' + (input.contentRoot ?? '') + '\0' + (input.siteDir ?? ''));
  for (const [file, url] of Object.entries(input.permalinks).sort())
    hash.update('\0' + file + '\0' + url);
  // Files the page bundles (images, downloads): their size and time decide the output too.
  for (const m of input.source.matchAll(/\]\(([^)\s]+)/g)) {
    if (/\.mdx?([#?].*)?$/.test(m[1]!)) continue;
    try {
      const source = imageSource(m[1]!, input.filePath, input.siteDir);
      if (!source) continue;
      const st = fs.statSync(source);
      hash.update(`\0${st.size}:${st.mtimeMs}`);
    } catch {
      hash.update('\0missing');
    }
  }
  return hash.digest('hex');
}

/** Where compiled output persists between builds (the engine keeps it in pack files). */
export interface CacheStore {
  get(key: string): Promise<string | undefined>;
  set(key: string, text: string): Promise<void>;
  /** Whether `get` would find the key, without reading it. */
  has?(key: string): boolean;
}

export class CompileCache {
  private memory = new Map<string, Promise<CompileOutput>>();

  /**
   * `keepOutputs: false` (a build, with a store): an output is held only until it is settled,
   * so that files asked for at once compile once; later asks read the store. Holding every
   * output took about 18 KB a page, 1.8 GB at 100,000 pages.
   */
  constructor(
    private readonly store: CacheStore | null,
    private readonly options: { keepOutputs: boolean } = { keepOutputs: true },
  ) {}

  /** Drops what is held in memory; later reads come from disk. */
  forgetMemory(): void {
    this.memory.clear();
  }

  get(
    input: CompileInput,
    compileFn: (input: CompileInput) => Promise<CompileOutput> = compile,
    key = cacheKey(input),
  ): Promise<CompileOutput> {
    let pending = this.memory.get(key);
    if (!pending) {
      const settling = this.readOrCompile(key, input, compileFn);
      pending = settling;
      this.memory.set(key, settling);
      const forget = () => {
        if (this.memory.get(key) === settling) this.memory.delete(key);
      };
      if (this.store && !this.options.keepOutputs) settling.then(forget, forget);
      else settling.catch(forget);
    }
    return pending;
  }

  /** Whether the output of a key is held or stored (read by a later `get` or `getByKey`). */
  has(key: string): boolean {
    return this.memory.has(key) || !!this.store?.has?.(key);
  }

  /** The output of a key asked for before: held, or in the store; undefined if neither. */
  async getByKey(key: string): Promise<CompileOutput | undefined> {
    const pending = this.memory.get(key);
    if (pending) return pending;
    const stored = await this.store?.get(key);
    return stored === undefined ? undefined : (JSON.parse(stored) as CompileOutput);
  }

  private async readOrCompile(
    key: string,
    input: CompileInput,
    compileFn: (input: CompileInput) => Promise<CompileOutput>,
  ): Promise<CompileOutput> {
    const stored = await this.store?.get(key);
    if (stored !== undefined) return JSON.parse(stored) as CompileOutput;
    const output = await compileFn(input);
    await this.store?.set(key, JSON.stringify(output));
    return output;
  }
}
