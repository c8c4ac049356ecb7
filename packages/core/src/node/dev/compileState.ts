import type { Compiler } from 'webpack';

/** How long a reload waits for a compile at most, should webpack never report it done. */
const IDLE_WAIT_LIMIT_MS = 5000;
/**
 * After a compile, the time the browser takes to fetch its hot update (a few ms to some tens of
 * ms). A content reload holds the thread for hundreds of ms on a large site, and the update
 * would be served after it.
 */
const HOT_UPDATE_FETCH_MS = 150;

/**
 * Whether webpack is compiling: a content reload on a healthy site waits for the compile of the
 * edit to finish, so the edited page is not slowed down by the reload sharing the thread.
 */
export class CompileState {
  private compiling = false;
  private idleWaiters: Array<() => void> = [];

  constructor(compiler: Compiler) {
    compiler.hooks.invalid.tap('TesseraIdle', () => void (this.compiling = true));
    compiler.hooks.watchRun.tap('TesseraIdle', () => void (this.compiling = true));
    compiler.hooks.done.tap('TesseraIdle', () => {
      this.compiling = false;
      this.idleWaiters.splice(0).forEach((resolve) => resolve());
    });
  }

  /** Resolves once no compile runs and the browser has had the time to fetch its update. */
  whenIdle(): Promise<void> {
    if (!this.compiling) return Promise.resolve();
    return new Promise<void>((resolve) => {
      this.idleWaiters.push(() => setTimeout(resolve, HOT_UPDATE_FETCH_MS));
      setTimeout(resolve, IDLE_WAIT_LIMIT_MS);
    });
  }
}
