// Dev only: the index is made from the Markdown sources in a low-priority worker thread, shortly
// after the content loads or when a search asks for it, so neither start-up nor an edit waits
// for it or competes with it; a dev-server middleware serves it from memory at <baseUrl>search/,
// where the build puts it.
import { Worker } from 'node:worker_threads';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { INDEX_FOLDER, MANIFEST_FILE } from './shared/index';
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
 * How long after the last content reload the index is made: edits in quick succession make one
 * index, not one each. The worker runs at the lowest priority (devIndexWorker.mjs), so it takes
 * only the CPU that compiles leave; a search request starts it at once.
 */
export const DEV_INDEX_IDLE_MS = 1000;

interface DevIndex {
  /** The latest index made, served while a newer one is pending or being made. */
  ready: Map<string, string> | null;
  /**
   * The one before it: a search box that read the previous manifest still asks for that index's
   * files (its folder is named by its content hash, so nothing is served under the wrong name).
   */
  replaced: Map<string, string> | null;
  /** Requests waiting for the first index. */
  waiting: Array<() => void>;
  worker: Worker | null;
  /** What the next index is made from, until it is started. */
  pending: { sources: IndexSource[]; shardBytes: number } | null;
  timer: NodeJS.Timeout | undefined;
}

/**
 * The dev index of each site. Module state, not plugin state: a content reload makes new plugin
 * instances, while the dev server keeps the middleware it started with.
 */
const devIndexes = new Map<string, DevIndex>();

function devIndexOf(key: string): DevIndex {
  let entry = devIndexes.get(key);
  if (!entry) {
    entry = {
      ready: null,
      replaced: null,
      waiting: [],
      worker: null,
      pending: null,
      timer: undefined,
    };
    devIndexes.set(key, entry);
  }
  return entry;
}

/**
 * Schedules a new index of the site's content: it is made in a worker once the dev server has been
 * free of reloads for DEV_INDEX_IDLE_MS, or as soon as a search asks for it. A worker still making
 * an older index is stopped: its result would be stale, and could land last.
 */
export function startDevIndex(
  key: string,
  sources: IndexSource[],
  shardBytes: number,
  idleMs = DEV_INDEX_IDLE_MS,
): void {
  const entry = devIndexOf(key);
  void entry.worker?.terminate();
  entry.worker = null;
  entry.pending = { sources, shardBytes };
  clearTimeout(entry.timer);
  // A search already waits for the first index: it does not wait for the idle time as well.
  if (entry.waiting.length) return makePendingIndex(entry);
  entry.timer = setTimeout(() => makePendingIndex(entry), idleMs);
  entry.timer.unref();
}

/** Where a site's dev index stands: what the tests (and nothing else) look at. */
export function devIndexStatus(key: string): 'none' | 'pending' | 'making' | 'ready' {
  const entry = devIndexOf(key);
  if (entry.pending) return 'pending';
  if (entry.worker) return 'making';
  return entry.ready ? 'ready' : 'none';
}

function makePendingIndex(entry: DevIndex): void {
  const { pending } = entry;
  if (!pending) return;
  clearTimeout(entry.timer);
  entry.pending = null;
  const worker = new Worker(new URL('./devIndexWorker.mjs', import.meta.url), {
    workerData: pending,
  });
  entry.worker = worker;
  const settle = (files: Map<string, string> | null) => {
    if (entry.worker !== worker) return;
    entry.worker = null;
    if (files) {
      entry.replaced = entry.ready;
      entry.ready = files;
    }
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
 * A dev-server middleware answering `<baseUrl>search/*` from memory. A request starts the index
 * pending; one that comes before the first index is ready waits for it, so the search box never
 * sees a missing index.
 */
export function devIndexMiddleware(key: string, baseUrl: string) {
  const prefix = `${baseUrl}${INDEX_FOLDER}/`;
  return async (req: IncomingMessage, res: ServerResponse, next: () => void) => {
    const pathname = new URL(req.url ?? '/', 'http://localhost').pathname;
    if (req.method !== 'GET' || !pathname.startsWith(prefix)) return next();
    const entry = devIndexOf(key);
    makePendingIndex(entry);
    if (!entry.ready) await new Promise<void>((resolve) => entry.waiting.push(resolve));
    const name = pathname.slice(prefix.length);
    const text =
      entry.ready?.get(name) ?? (name === MANIFEST_FILE ? undefined : entry.replaced?.get(name));
    if (text === undefined) return next();
    res.setHeader('Content-Type', 'application/json; charset=utf-8');
    res.setHeader('Cache-Control', 'no-store');
    res.end(text);
  };
}
