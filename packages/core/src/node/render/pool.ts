import os from 'node:os';
import { Worker } from 'node:worker_threads';
import type { RouteManifestEntry } from '../../shared/types';
import { CONTENT_SCRIPT_DIR } from '../../shared/protocol';
import { SINGLETON_PACKAGES } from '../bundler/packageResolution';

export interface PageTask {
  id: string;
  path: string;
  htmlFile: string;
  manifest: RouteManifestEntry;
  /** The route's server modules (RouteConfig.serverModules): scripts to run and props to add. */
  serverOnly?: ServerOnlyModules;
}

export interface ServerOnlyModules {
  js: string[];
  modules: RouteManifestEntry['modules'];
}

export interface PageResult {
  path: string;
  links?: string[];
  anchors?: string[];
  error?: { message: string; stack?: string };
}

const BATCH = 25;
/**
 * A render thread's young generation (V8's default is 48 MB, 32 of it committed): what survives
 * a page is little, so a small one costs few promotions, and the two threads' heaps while
 * rendering the 1,000-doc corpus went from about 75 MB each to 45 (with the collections in
 * worker.mjs) for about the same CPU.
 */
const YOUNG_GENERATION_MB = 8;

/** Renders pages in worker threads, in small batches so memory stays flat. */
export async function renderPages(options: {
  tasks: PageTask[];
  serverBundle: string;
  outDir: string;
  baseUrl: string;
  htmlTags: { headTags: string; preBodyTags: string; postBodyTags: string };
  mainAssets: { js: string[]; css: string[] };
  noIndex: boolean;
  baseUrlIssueBanner: boolean;
  /**
   * Called with each batch a thread has finished. The pool keeps nothing: what a page's results
   * become (interned links) is the caller's.
   */
  onRendered: (results: PageResult[]) => void;
}): Promise<void> {
  const { tasks } = options;
  const threads = Math.max(
    1,
    Math.min(os.availableParallelism?.() ?? os.cpus().length, 4, Math.ceil(tasks.length / BATCH)),
  );
  let next = 0;
  const workerData = {
    serverBundle: options.serverBundle,
    outDir: options.outDir,
    baseUrl: options.baseUrl,
    contentScriptUrlPrefix: `${options.baseUrl}${CONTENT_SCRIPT_DIR}/`,
    singletonPackages: SINGLETON_PACKAGES,
    htmlTags: options.htmlTags,
    mainAssets: options.mainAssets,
    noIndex: options.noIndex,
    baseUrlIssueBanner: options.baseUrlIssueBanner,
  };
  await Promise.all(
    Array.from(
      { length: threads },
      () =>
        new Promise<void>((resolve, reject) => {
          const worker = new Worker(new URL('./worker.mjs', import.meta.url), {
            workerData,
            resourceLimits: { maxYoungGenerationSizeMb: YOUNG_GENERATION_MB },
          });
          let finished = false;
          const send = () => {
            if (next >= tasks.length) {
              finished = true;
              void worker.terminate().then(() => resolve());
              return;
            }
            const batch = tasks.slice(next, next + BATCH);
            next += BATCH;
            worker.postMessage(batch);
          };
          worker.on('message', (msg: 'ready' | PageResult[]) => {
            if (msg !== 'ready') options.onRendered(msg);
            send();
          });
          worker.on('error', reject);
          // A worker that dies without an error event (out of memory, process.exit in page code)
          // must fail the build rather than leave it waiting.
          worker.on('exit', (code) => {
            if (!finished)
              reject(new Error(`A render worker stopped unexpectedly (exit code ${code}).`));
          });
        }),
    ),
  );
}
