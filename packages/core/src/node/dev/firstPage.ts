// webpack waits a moment for the first page before its compiler is made. A tab left open on the
// site reloads as soon as the restarted server answers, and a browser opened with the server asks
// at once: that page's route then joins the first compile instead of needing a second one, and
// the page is answered before making the compiler holds the main thread (about half a second).
import fs from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Compiler } from 'webpack';

/** How long, once the server listens, webpack waits for the first page request. */
export const FIRST_PAGE_WAIT_MS = 250;
/**
 * How long webpack then waits for that page to be answered, at most. The first paint is made
 * on this thread (esbuild calls its plugins here) and sent from it: beside webpack's compile
 * (reading its cache is seconds of work) a bundle of 0.12 s took 0.57 s, while a compile
 * started a page's time later loses only that.
 */
const FIRST_ANSWER_WAIT_MS = 1000;

export class FirstPageWindow {
  /** `generatedDir`: where the route table is written. */
  constructor(private readonly generatedDir: string) {}

  private markRequested: () => void = () => undefined;
  private readonly requested = new Promise<void>((resolve) => (this.markRequested = resolve));
  private markAnswered: () => void = () => undefined;
  private readonly answered = new Promise<void>((resolve) => (this.markAnswered = resolve));
  private waitStarted = Date.now();

  /** A page's route has joined the route table. */
  pageRequested(): void {
    this.markRequested();
  }

  /** A page's HTML has been handed to the connection. */
  pageAnswered(): void {
    this.markAnswered();
  }

  /**
   * Called once the server listens: resolves when the first page has been answered, or after
   * the wait for a request.
   */
  async settled(): Promise<void> {
    this.waitStarted = Date.now();
    const asked = await Promise.race([
      this.requested.then(() => true),
      sleep(FIRST_PAGE_WAIT_MS).then(() => false),
    ]);
    if (asked) await Promise.race([this.answered, sleep(FIRST_ANSWER_WAIT_MS)]);
  }

  apply(compiler: Compiler): void {
    let first = true;
    compiler.hooks.watchRun.tap('TesseraFirstPage', () => {
      if (!first) return;
      first = false;
      backdateWrittenSince(this.generatedDir, this.waitStarted);
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
