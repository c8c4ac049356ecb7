// Dev only: the index is made from the Markdown sources in a worker thread, so the dev server
// starts (and reloads content) without waiting for it, and a dev-server middleware serves it
// from memory at <baseUrl>search/, where the build puts it.
import { Worker } from 'node:worker_threads';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { INDEX_FOLDER } from './shared/index';
import { sectionsFromMarkdown } from './markdown';
import { readContentFile } from '@tessera/core/node';
import type { RouteConfig } from '@tessera/core/shared';
import { lvl0Of } from './select';
import type { IndexablePage } from './writer';

/** A page to index: its source file, where it lives and what it is titled. */
export interface IndexSource {
  file: string;
  url: string;
  lvl0: string;
  title?: string;
}

/**
 * The pages to index, from the routes other plugins added: those whose metadata names a Markdown
 * or MDX source (drafts and unlisted pages left out), grouped as their plugin says.
 */
export function sourcesFromRoutes(routes: readonly RouteConfig[]): IndexSource[] {
  const out: IndexSource[] = [];
  for (const route of routes) {
    const { sourceFilePath, title, draft } = route.metadata ?? {};
    if (!sourceFilePath || !/\.mdx?$/.test(sourceFilePath) || draft || route.unlisted) continue;
    out.push({ file: sourceFilePath, url: route.path, lvl0: lvl0Of(route, null), title });
  }
  return out;
}

/** Reads a source and splits it into the sections the index holds. */
export function pageFromSource(source: IndexSource): IndexablePage {
  const { body, frontMatter } = readContentFile(source.file);
  const { h1, sections } = sectionsFromMarkdown(body);
  const lvl1 =
    source.title ??
    (typeof frontMatter.title === 'string' ? frontMatter.title : null) ??
    h1 ??
    source.url;
  return { url: source.url, lvl0: source.lvl0, lvl1, sections };
}

export function pagesFromRoutes(routes: readonly RouteConfig[]): IndexablePage[] {
  return sourcesFromRoutes(routes).map(pageFromSource);
}

/**
 * The dev index of each site: the latest one made, and who waits for the first. Module state,
 * not plugin state: a content reload makes new plugin instances, while the dev server keeps the
 * middleware it started with.
 */
const devIndexes = new Map<
  string,
  { ready: Map<string, string> | null; waiting: Array<() => void>; worker: Worker | null }
>();

function devIndexOf(key: string) {
  let entry = devIndexes.get(key);
  if (!entry) devIndexes.set(key, (entry = { ready: null, waiting: [], worker: null }));
  return entry;
}

/**
 * Starts making the index in a worker; until it is ready the previous one is served. A worker
 * still making an older index is stopped: its result would be stale, and could land last.
 */
export function startDevIndex(key: string, sources: IndexSource[], shardBytes: number): void {
  const entry = devIndexOf(key);
  void entry.worker?.terminate();
  const worker = new Worker(new URL('./devIndexWorker.mjs', import.meta.url), {
    workerData: { sources, shardBytes },
  });
  entry.worker = worker;
  const settle = (files: Map<string, string> | null) => {
    if (entry.worker !== worker) return;
    entry.worker = null;
    if (files) entry.ready = files;
    entry.waiting.splice(0).forEach((resolve) => resolve());
  };
  worker.once('message', (files: Array<[string, string]>) => settle(new Map(files)));
  // A failed index leaves the previous one (or none) in dev; the site itself keeps working.
  worker.once('error', (error: Error) => {
    console.warn(`[warn] The dev search index could not be made: ${error.message}`);
    settle(null);
  });
}

/**
 * A dev-server middleware answering `<baseUrl>search/*` from memory. A request that comes before
 * the first index is ready waits for it, so the search box never sees a missing index.
 */
export function devIndexMiddleware(key: string, baseUrl: string) {
  const prefix = `${baseUrl}${INDEX_FOLDER}/`;
  return async (req: IncomingMessage, res: ServerResponse, next: () => void) => {
    const pathname = new URL(req.url ?? '/', 'http://localhost').pathname;
    if (req.method !== 'GET' || !pathname.startsWith(prefix)) return next();
    const entry = devIndexOf(key);
    if (!entry.ready) await new Promise<void>((resolve) => entry.waiting.push(resolve));
    const text = entry.ready?.get(pathname.slice(prefix.length));
    if (text === undefined) return next();
    res.setHeader('Content-Type', 'application/json; charset=utf-8');
    res.setHeader('Cache-Control', 'no-store');
    res.end(text);
  };
}
