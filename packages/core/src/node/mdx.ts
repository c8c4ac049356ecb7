// The engine's side of the MDX pipeline: reads files, uses the persistent compile cache,
// turns compile problems into SiteErrors with a code frame, and collects image assets.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Piscina } from 'piscina';
import {
  CompileCache,
  MdxCompileError,
  cacheKey,
  compile,
  linkTargets,
  type CompileInput,
  type CompileOutput,
  type MarkdownPlugins,
} from '@tessera/mdx';
import type { Counter } from './buildProgress';
import { SiteError, codeFrame } from './errors';
import { report } from './logger';
import { decodeUtf8 } from './content';
import { PackStore } from './cache/packStore';
import { markdownFileMentions } from './markdownMentions';
import { mdxPipelineBundle } from './mdxPipeline';
import { isInside, isSameOrInside } from './paths';
import { forEachLimited } from './forEachLimited';
import type { ReportLevel } from './config/schema';

export interface MdxServiceOptions {
  siteDir: string;
  cacheDir: string;
  baseUrl: string;
  permalinks: Record<string, string>;
  onBrokenMarkdownLinks: ReportLevel;
  /**
   * A build: each file is read and hashed once (the compile and the content scripts both ask),
   * and an output is not held once stored; the dev server rereads edits.
   */
  readOnce?: boolean;
  /** The site's remark/rehype plugins, by content folder (plugins' getMarkdownPlugins). */
  markdownPlugins?: SiteMarkdownPlugins[];
  /**
   * The compile cache's store, when several services share it (the locales of one build: one
   * set of entries in use, so folding keeps every locale's).
   */
  store?: PackStore;
}

export interface SiteMarkdownPlugins extends MarkdownPlugins {
  /** Folders whose Markdown files these plugins apply to. */
  paths: string[];
}

export class MdxService {
  readonly cache: CompileCache;
  private readonly store: PackStore;
  /** Images referenced from Markdown: source file -> URL. */
  readonly assets = new Map<string, string>();
  private reportedLinks = new Set<string>();
  /**
   * A build's cache key of each file it compiled (`readOnce`): the content scripts ask for the
   * file again, and read the store by its key instead of reading and hashing the source again
   * (holding every source in between grew with the pages).
   */
  private keys = new Map<string, string>();

  constructor(private options: MdxServiceOptions) {
    this.store = options.store ?? MdxService.openStore(options.cacheDir);
    this.cache = new CompileCache(this.store, { keepOutputs: !options.readOnce });
  }

  /** The compile cache's store under the cache folder. */
  static openStore(cacheDir: string): PackStore {
    return PackStore.open(path.join(cacheDir, 'mdx'));
  }

  /** An earlier build left compiled files: most will be cache hits. */
  static hasStore(cacheDir: string): boolean {
    return PackStore.exists(path.join(cacheDir, 'mdx'));
  }

  /** Every page is in its script: let go of the compiled code and the sources held in memory. */
  forgetMemory(): void {
    this.cache.forgetMemory();
    this.keys.clear();
  }

  /** A build that succeeded folds the cache's packs when they hold mostly stale entries. */
  close(options: { fold?: boolean } = {}): Promise<void> {
    return this.store.close(options);
  }

  setPermalinks(permalinks: Record<string, string>): void {
    this.options.permalinks = permalinks;
  }

  private async readInput(file: string, query: string): Promise<CompileInput> {
    let buffer: Buffer;
    try {
      // In turn: a promise per file waits on libuv's thread pool (see outputFiles.ts).
      buffer = fs.readFileSync(file);
    } catch {
      throw new SiteError(`The file ${file} does not exist.`, { location: { file } });
    }
    const source = decodeUtf8(buffer, file);
    const plugins = this.pluginsFor(file);
    const contentRoot = this.contentRootOf(file);
    return {
      filePath: file,
      source,
      permalinks: permalinksUsed(source, file, this.options, contentRoot),
      ...(contentRoot ? { contentRoot } : {}),
      siteDir: this.options.siteDir,
      baseUrl: this.options.baseUrl,
      truncated: query.includes('truncated'),
      ...(plugins ? { plugins: plugins.plugins, pluginsKey: plugins.key } : {}),
    };
  }

  /** The content folder a file is in, from the plugins' markdown settings (the docs root). */
  private contentRootOf(file: string): string | undefined {
    for (const set of this.options.markdownPlugins ?? [])
      for (const dir of set.paths) if (isInside(dir, file)) return dir;
    return undefined;
  }

  private pluginSets?: Array<{ paths: string[]; plugins: MarkdownPlugins; key: string }>;

  /** The site plugins for a file, when its content folder has any. */
  private pluginsFor(file: string) {
    this.pluginSets ??= (this.options.markdownPlugins ?? [])
      .filter((set) => PLUGIN_LISTS.some((list) => (set[list]?.length ?? 0) > 0))
      .map((set) => ({ paths: set.paths, plugins: set, key: pluginsKey(set) }));
    return this.pluginSets.find((set) => set.paths.some((dir) => isSameOrInside(dir, file)));
  }

  /** Compiles (or reads from cache) and returns the module code. */
  async compileModule(
    file: string,
    query = '',
    compileFn?: (input: CompileInput) => Promise<CompileOutput>,
  ): Promise<string> {
    const output = await this.output(file, query, compileFn ?? compileHere);
    for (const asset of output.assets) this.assets.set(asset.source, asset.url);
    if (output.missingImages.length) {
      const first = output.missingImages[0]!;
      throw new SiteError(`The image "${first.url}" does not exist.`, {
        location: { file, line: first.line },
        hint: 'Fix the path (it is relative to this file) or add the image.',
      });
    }
    if (output.brokenMarkdownLinks.length && !this.reportedLinks.has(file)) {
      this.reportedLinks.add(file);
      const list = output.brokenMarkdownLinks
        .map((l) => `  - ${l.url}${l.line ? ` (line ${l.line})` : ''}`)
        .join('\n');
      report(
        this.options.onBrokenMarkdownLinks,
        new SiteError(`Markdown links to files that are not pages:\n${list}`, {
          location: { file },
          hint: 'Point each link at an existing .md/.mdx page of the site.',
        }),
      );
    }
    return output.code;
  }

  private async output(
    file: string,
    query: string,
    compileFn: (input: CompileInput) => Promise<CompileOutput>,
  ): Promise<CompileOutput> {
    const id = `${file}?${query}`;
    const knownKey = this.keys.get(id);
    const known = knownKey && (await this.cache.getByKey(knownKey));
    if (known) return known;
    const input = await this.readInput(file, query);
    const key = cacheKey(input);
    if (this.options.readOnce) this.keys.set(id, key);
    try {
      return await this.cache.get(input, compileFn, key);
    } catch (error) {
      throw toSiteError(error, input.source);
    }
  }

  /**
   * Compiles the file on this thread without storing it: loads and warms up the pipeline, so
   * that the next compile here (the dev server's first edit) does not pay for it.
   */
  async warmUp(file: string): Promise<void> {
    await compileHere(await this.readInput(file, ''));
  }

  /** Whether the file's output is stored; its key is kept for the content scripts' ask. */
  private async isStored(file: string, query: string): Promise<boolean> {
    const key = cacheKey(await this.readInput(file, query));
    this.keys.set(`${file}?${query}`, key);
    return this.cache.has(key);
  }

  /**
   * Compiles many files in worker threads before bundling, so the bundlers only hit the cache.
   * `pool` may come from `startCompilePool`, started earlier so its threads load meanwhile.
   * Without one (a warm build, see `hasStore`), the first few files the cache misses compile on
   * this thread, and the threads start only if more miss: loading the pipeline in two threads
   * took more than a second of CPU beside the site's load, to compile the one file edited.
   */
  async precompile(
    files: Array<{ file: string; query: string }>,
    pool: Piscina | undefined,
    progress?: { files: Counter; compiled: Counter },
  ): Promise<void> {
    let threads = pool;
    let compiledHere = 0;
    const compileMiss = (input: CompileInput) => {
      // Site plugins are functions, which cannot cross to a compile thread: compile here.
      if (input.plugins || (!threads && compiledHere++ < FEW_MISSES)) return compileHere(input);
      threads ??= startCompilePool();
      return runInPool(threads, input);
    };
    const compileOne = async ({ file, query }: { file: string; query: string }) => {
      // Already in the store (a warm build): read once, by the content scripts, not here too.
      if (this.options.readOnce && (await this.isStored(file, query))) {
        progress?.files.add();
        return;
      }
      let compiled = false;
      await this.compileModule(file, query, (input) => {
        compiled = true;
        return compileMiss(input);
      });
      progress?.files.add();
      if (compiled) progress?.compiled.add();
    };
    try {
      await forEachLimited(files, PRECOMPILE_IN_FLIGHT, compileOne);
    } finally {
      if (threads) await stopCompilePool(threads);
    }
  }
}

/**
 * Files a precompile has read and handed on at once: enough to keep the compile threads busy,
 * few enough that the sources waiting for a thread do not pile up (all 100,000 of a large site
 * were read and queued at once).
 */
const PRECOMPILE_IN_FLIGHT = 64;

/**
 * Only the permalinks this file can link to: the whole table would be copied to a worker thread
 * with every file, which on a large site costs more than compiling.
 */
function permalinksUsed(
  source: string,
  file: string,
  { permalinks: all, siteDir }: MdxServiceOptions,
  contentRoot?: string,
): Record<string, string> {
  const used: Record<string, string> = {};
  // The page's own URL: relative links to other pages are resolved from it.
  if (all[file] !== undefined) used[file] = all[file];
  for (const mention of markdownFileMentions(source)) {
    for (const target of linkTargets(file, mention, contentRoot, siteDir))
      if (all[target] !== undefined) used[target] = all[target];
  }
  return used;
}

let compilerHere: Promise<(input: CompileInput) => Promise<CompileOutput>> | undefined;

/**
 * Compiles on this thread (the dev server; files with site plugins) with the prebuilt pipeline
 * the compile threads load: it loads in about 150 ms, the sources through tsx in about 900.
 * Its errors are matched by shape (`toSiteError`), as the threads' are.
 */
function compileHere(input: CompileInput): Promise<CompileOutput> {
  compilerHere ??= loadCompilerHere();
  return compilerHere.then((compileFn) => compileFn(input));
}

async function loadCompilerHere(): Promise<(input: CompileInput) => Promise<CompileOutput>> {
  const bundle = mdxPipelineBundle();
  if (bundle) {
    try {
      const loaded = (await import(pathToFileURL(bundle).href)) as { compile: typeof compile };
      return loaded.compile;
    } catch {
      // the sources below
    }
  }
  return compile;
}

const THREADS = 2;
/**
 * A compile thread's old-generation limit. Each file's syntax trees outlive a few scavenges and
 * are promoted; under V8's default limit (gigabytes) a heap may grow to up to four times what is
 * live before a full collection, and the two threads held about 210 MB, mostly garbage. Under
 * 2 GB V8 lets it grow less (at most 1.4 times at 512 MB): two more full collections a thread,
 * about 70 MB less on the 1,000-doc build (each heap peaked at 75 MB, not 105-115). A file too
 * large for it (a 3 MB Markdown file was) is compiled on the main thread instead (`runInPool`).
 */
const OLD_GENERATION_MB = 512;
/** Cache misses a warm build compiles on the main thread before it starts the threads. */
const FEW_MISSES = 4;
/** A task the compile threads answer once they have loaded (the same string in mdxWorker.mjs). */
const LOADED_PING = '__tessera_loaded__';

/**
 * Two compile threads; they start loading the MDX pipeline right away. (Tests give a smaller
 * heap limit, to see a thread run out of it.)
 */
export function startCompilePool(oldGenerationMb = OLD_GENERATION_MB): Piscina {
  return new Piscina({
    filename: fileURLToPath(new URL('./mdxWorker.mjs', import.meta.url)),
    maxThreads: THREADS,
    minThreads: THREADS,
    workerData: { pipeline: mdxPipelineBundle() },
    resourceLimits: { maxOldGenerationSizeMb: oldGenerationMb },
  });
}

const stoppedPools = new WeakSet<Piscina>();

/**
 * Stops the compile threads once each has loaded. A build that fails early (bad front matter)
 * would otherwise terminate them while they are still loading the pipeline, which is where a
 * rare crash of the CLI on a loaded machine pointed.
 */
export async function stopCompilePool(pool: Piscina): Promise<void> {
  // Once only: asking a stopped pool to answer starts two new threads, which load the whole
  // pipeline (half a second each) just to be stopped again.
  if (stoppedPools.has(pool)) return;
  stoppedPools.add(pool);
  await Promise.allSettled(Array.from({ length: THREADS }, () => pool.run(LOADED_PING)));
  await pool.destroy();
}

async function runInPool(pool: Piscina, input: CompileInput): Promise<CompileOutput> {
  const result = (await pool.run(input).catch((error: unknown) => {
    // The thread ran out of its heap (OLD_GENERATION_MB) and was replaced: this one has more.
    if ((error as { code?: string })?.code === 'ERR_WORKER_OUT_OF_MEMORY')
      return compileHere(input);
    throw error;
  })) as
    | CompileOutput
    | {
        compileError: {
          message: string;
          file: string;
          line?: number;
          column?: number;
          hint?: string;
        };
      };
  if ('compileError' in result) {
    const e = result.compileError;
    throw new MdxCompileError(e.message, e.file, e.line, e.column, e.hint);
  }
  return result;
}

export function toSiteError(error: unknown, source?: string): Error {
  if (
    error instanceof MdxCompileError ||
    (error as { name?: string })?.constructor?.name === 'MdxCompileError' ||
    (error as MdxCompileError)?.file
  ) {
    const e = error as MdxCompileError;
    return new SiteError(e.message, {
      location: { file: e.file, line: e.line, column: e.column },
      frame: source && e.line ? codeFrame(source, e.line, e.column) : undefined,
      hint:
        e.hint ??
        (/front matter/i.test(e.message)
          ? 'Fix the YAML between the --- lines at the top of the file.'
          : 'Fix the MDX syntax at that position (in prose, write `<` and `{` as `\\<` and `\\{`, or put them in code).'),
    });
  }
  return error instanceof Error ? error : new Error(String(error));
}

const PLUGIN_LISTS = [
  'beforeDefaultRemarkPlugins',
  'remarkPlugins',
  'beforeDefaultRehypePlugins',
  'rehypePlugins',
] as const;

/** What the plugins are, for the compile cache: their source code and options. */
function pluginsKey(plugins: MarkdownPlugins): string {
  const describe = (value: unknown): string =>
    typeof value === 'function'
      ? value.toString()
      : (JSON.stringify(value, (_key, inner: unknown) =>
          typeof inner === 'function' ? inner.toString() : inner,
        ) ?? '');
  const text = PLUGIN_LISTS.map((list) => (plugins[list] ?? []).map(describe).join('\n')).join(
    '\0',
  );
  return crypto.createHash('sha1').update(text).digest('hex');
}
