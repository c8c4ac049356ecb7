import os from 'node:os';
import { Worker } from 'node:worker_threads';
import type { RouteManifestEntry, ScriptLoading } from '../../shared/types';
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

export interface RenderSettings {
  serverBundle: string;
  outDir: string;
  baseUrl: string;
  htmlTags: { headTags: string; preBodyTags: string; postBodyTags: string };
  mainAssets: { js: string[]; css: string[] };
  noIndex: boolean;
  baseUrlIssueBanner: boolean;
  scriptLoading: ScriptLoading;
}

/**
 * Render threads, in small batches so memory stays flat. The first thread starts loading the
 * server bundle at once, while the main thread links the pages kept from the previous build: in
 * a warm build that rendered one page, its start (about 0.1-0.2 s) was otherwise waited for.
 */
export class RenderThreads {
  private readonly workerData: Record<string, unknown>;
  private first: StartedThread | null;

  constructor(settings: RenderSettings) {
    this.workerData = {
      ...settings,
      contentScriptUrlPrefix: `${settings.baseUrl}${CONTENT_SCRIPT_DIR}/`,
      singletonPackages: SINGLETON_PACKAGES,
    };
    this.first = startThread(this.workerData);
  }

  /**
   * Renders the tasks; `onRendered` is called with each batch a thread has finished. The pool
   * keeps nothing: what a page's results become (interned links) is the caller's.
   */
  async render(tasks: PageTask[], onRendered: (results: PageResult[]) => void): Promise<void> {
    const count = Math.max(
      1,
      Math.min(os.availableParallelism?.() ?? os.cpus().length, 4, Math.ceil(tasks.length / BATCH)),
    );
    let next = 0;
    const nextBatch = () => {
      const batch = tasks.slice(next, next + BATCH);
      next += BATCH;
      return batch;
    };
    const threads = Array.from({ length: count }, (_, i) =>
      i === 0 && this.first ? this.first : startThread(this.workerData),
    );
    this.first = null;
    const running = threads.map((thread) => runThread(thread, nextBatch, onRendered));
    try {
      await Promise.all(running);
    } catch (error) {
      // The other threads are still writing pages: the build's clean-up would remove the
      // folder under them (ENOTEMPTY, shown instead of this error). They stop first.
      await Promise.allSettled(threads.map(({ worker }) => worker.terminate()));
      await Promise.allSettled(running);
      throw error;
    }
  }

  /** When nothing is left to render: the thread started early is let go. */
  async stop(): Promise<void> {
    const thread = this.first;
    this.first = null;
    if (thread) await thread.worker.terminate();
  }
}

interface StartedThread {
  worker: Worker;
  /** The thread has loaded the server bundle (it says 'ready'). */
  ready: Promise<void>;
}

function startThread(workerData: Record<string, unknown>): StartedThread {
  const worker = new Worker(new URL('./worker.mjs', import.meta.url), {
    workerData,
    resourceLimits: { maxYoungGenerationSizeMb: YOUNG_GENERATION_MB },
  });
  const ready = new Promise<void>((resolve, reject) => {
    const onMessage = (msg: unknown) => {
      if (msg !== 'ready') return;
      worker.off('message', onMessage);
      resolve();
    };
    worker.on('message', onMessage);
    worker.once('error', reject);
    worker.once('exit', (code) =>
      reject(new Error(`A render worker stopped unexpectedly (exit code ${code}).`)),
    );
  });
  // Awaited later (or never, when nothing renders): a thread failing before then is not unhandled.
  ready.catch(() => undefined);
  return { worker, ready };
}

/** Feeds a thread batches until none are left, then stops it. */
async function runThread(
  { worker, ready }: StartedThread,
  nextBatch: () => PageTask[],
  onRendered: (results: PageResult[]) => void,
): Promise<void> {
  await ready;
  await new Promise<void>((resolve, reject) => {
    let finished = false;
    const send = () => {
      const batch = nextBatch();
      if (!batch.length) {
        finished = true;
        void worker.terminate().then(() => resolve());
        return;
      }
      worker.postMessage(batch);
    };
    worker.on('message', (results: PageResult[]) => {
      onRendered(results);
      send();
    });
    worker.on('error', reject);
    // A worker that dies without an error event (out of memory, process.exit in page code)
    // must fail the build rather than leave it waiting.
    worker.on('exit', (code) => {
      if (!finished) reject(new Error(`A render worker stopped unexpectedly (exit code ${code}).`));
    });
    send();
  });
}
