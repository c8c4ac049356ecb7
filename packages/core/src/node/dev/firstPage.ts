// The first compile waits a moment for the first page request. A tab left open on the site
// reloads as soon as the restarted server answers, and a browser opened with the server asks at
// once: that page's route then joins the first compile instead of needing a second one.
import fs from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Compiler } from 'webpack';

/** How long, once the server listens, the first compile waits for the first page request. */
export const FIRST_PAGE_WAIT_MS = 250;

export class FirstPageWindow {
  /** `generatedDir`: where the route table is written. */
  constructor(private readonly generatedDir: string) {}

  private markRequested: () => void = () => undefined;
  private readonly requested = new Promise<void>((resolve) => (this.markRequested = resolve));
  private markListening: () => void = () => undefined;
  private readonly listening = new Promise<void>((resolve) => (this.markListening = resolve));

  /** A page's route has joined the route table. */
  pageRequested(): void {
    this.markRequested();
  }

  /** The server listens: the wait starts. */
  serverListening(): void {
    this.markListening();
  }

  apply(compiler: Compiler): void {
    let first = true;
    compiler.hooks.watchRun.tapPromise('TesseraFirstPage', async () => {
      if (!first) return;
      first = false;
      const waitStarted = Date.now();
      const waited = this.listening.then(() => sleep(FIRST_PAGE_WAIT_MS));
      await Promise.race([this.requested, waited]);
      backdateWrittenSince(this.generatedDir, waitStarted);
    });
  }
}

/**
 * The route table written while the first compile waited is read by that compile. Its files get
 * an earlier time, so webpack's watcher, which starts after the compile and reports files newer
 * than the compile's start (give or take the file system's time accuracy), does not compile
 * them again.
 */
function backdateWrittenSince(generatedDir: string, since: number): void {
  const earlier = new Date(since - 10_000);
  const routesDir = path.join(generatedDir, 'routes');
  const candidates = [...listFiles(generatedDir), ...listFiles(routesDir)];
  for (const file of candidates) {
    const stat = fs.statSync(file, { throwIfNoEntry: false });
    if (stat && stat.mtimeMs >= since) fs.utimesSync(file, earlier, earlier);
  }
}

function listFiles(dir: string): string[] {
  return fs.existsSync(dir) ? fs.readdirSync(dir).map((name) => path.join(dir, name)) : [];
}
