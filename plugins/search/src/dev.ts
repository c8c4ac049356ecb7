// Dev only: the index is made from the Markdown sources in a worker thread, so the dev server
// starts (and reloads content) without waiting for it, and a webpack plugin serves it from
// memory at <baseUrl>search/, where the build puts it. A compile waits for the index only when
// it emits its assets.
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { Compiler } from 'webpack';
import { INDEX_FOLDER } from './shared/index';
import { sectionsFromMarkdown } from './markdown';
import { readContentFile } from '@tessera/core/node';
import type { AllContent } from '@tessera/core/node';
import type { IndexablePage } from './writer';

/** A page to index: its source file, where it lives and what it is titled. */
export interface IndexSource {
  file: string;
  url: string;
  lvl0: string;
  title?: string;
}

interface DocLike { source: string; permalink: string; title: string; frontMatter: { draft?: unknown; unlisted?: unknown } }
interface PostLike { source: string; permalink: string; title: string; unlisted?: boolean; draft?: boolean; blogTitle?: string }
interface PageLike { file: string; route: string; type: string; frontMatter?: { draft?: unknown; unlisted?: unknown; title?: unknown } }

/** Docs, blog posts and Markdown pages from the other plugins' loaded content (drafts and unlisted left out). */
export function sourcesFromContent(allContent: AllContent, siteDir: string): IndexSource[] {
  const out: IndexSource[] = [];
  for (const content of Object.values(allContent['tessera-plugin-docs'] ?? {})) {
    for (const doc of (content as { docs?: DocLike[] }).docs ?? []) {
      if (doc.frontMatter.draft !== true && doc.frontMatter.unlisted !== true) out.push({ file: doc.source, url: doc.permalink, lvl0: 'Docs', title: doc.title });
    }
  }
  for (const content of Object.values(allContent['tessera-plugin-blog'] ?? {})) {
    for (const post of (content as { posts?: PostLike[] }).posts ?? []) {
      if (!post.draft && !post.unlisted) out.push({ file: path.resolve(siteDir, post.source), url: post.permalink, lvl0: post.blogTitle ?? 'Blog', title: post.title });
    }
  }
  for (const content of Object.values(allContent['tessera-plugin-pages'] ?? {})) {
    for (const page of (content as PageLike[] | undefined) ?? []) {
      if (page.type === 'mdx' && page.frontMatter?.draft !== true && page.frontMatter?.unlisted !== true) out.push({ file: page.file, url: page.route, lvl0: 'Pages', title: undefined });
    }
  }
  return out;
}

/** Reads a source and splits it into the sections the index holds. */
export function pageFromSource(source: IndexSource): IndexablePage {
  const { body, frontMatter } = readContentFile(source.file);
  const { h1, sections } = sectionsFromMarkdown(body);
  const lvl1 = source.title ?? (typeof frontMatter.title === 'string' ? frontMatter.title : null) ?? h1 ?? source.url;
  return { url: source.url, lvl0: source.lvl0, lvl1, sections };
}

export function pagesFromSources(allContent: AllContent, siteDir: string): IndexablePage[] {
  return sourcesFromContent(allContent, siteDir).map(pageFromSource);
}

/**
 * The latest dev index of each output folder. Module state, not plugin state: a content reload
 * makes new plugin instances, while the compiler keeps the EmitSearchIndex it started with.
 */
const latestIndex = new Map<string, Promise<Map<string, string>>>();

/** Starts making the index in a worker; compiles emit it once it is ready. */
export function startDevIndex(key: string, sources: IndexSource[], shardBytes: number): void {
  const files = new Promise<Map<string, string>>((resolve, reject) => {
    const worker = new Worker(new URL('./devIndexWorker.mjs', import.meta.url), { workerData: { sources, shardBytes } });
    worker.once('message', (entries: Array<[string, string]>) => resolve(new Map(entries)));
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`the search index worker stopped (exit ${code})`)));
  });
  // A failed index leaves search empty in dev; the site itself keeps working.
  latestIndex.set(key, files.catch((error: unknown) => {
    console.warn(`[warn] The dev search index could not be made: ${(error as Error).message}`);
    return new Map();
  }));
}

/** Emits the latest dev index as webpack assets. */
export class EmitSearchIndex {
  constructor(private readonly key: string) {}

  apply(compiler: Compiler): void {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap('TesseraSearchIndex', (compilation) => {
      compilation.hooks.processAssets.tapPromise({ name: 'TesseraSearchIndex', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, async () => {
        const files = (await latestIndex.get(this.key)) ?? new Map<string, string>();
        for (const [name, text] of files) compilation.emitAsset(`${INDEX_FOLDER}/${name}`, new RawSource(text));
      });
    });
  }
}
