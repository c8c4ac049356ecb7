// Content changes re-run the plugins (loadSite); webpack then sees the regenerated modules. A
// site that fails to load keeps its error in the overlay until an edit makes it load again.
import fs from 'node:fs';
import path from 'node:path';
import type WebpackDevServer from 'webpack-dev-server';
import { loadSite } from '../site';
import { isSameOrInside } from '../paths';
import { log } from '../logger';
import { changedFileCount } from '../fsWrite';
import type { MdxService } from '../mdx';
import type { CompileState } from './compileState';
import type { DevErrorsPlugin } from './errorsPlugin';
import type { DevState } from './state';
import { watchPath } from './watchPath';

export interface SiteReloaderOptions {
  siteDir: string;
  /** The locale being served (`--locale`). */
  locale?: string;
  /** The routes the browser has opened (see devRoutes.ts), kept across reloads. */
  activeRoutes: Set<string>;
  state: DevState;
  errors: DevErrorsPlugin;
  compileState: CompileState;
  mdx: MdxService;
  server: WebpackDevServer;
  /** A file in one of the watched folders changed (before the reload it schedules). */
  onFileChanged?: (file: string) => void;
}

/** Coalesces file events into one reload at a time. */
const RELOAD_DELAY_MS = 120;

interface PendingReload {
  done: Promise<void>;
  resolve: () => void;
  /** A compile waits for this reload (see watch()): it runs after it, with its outcome. */
  awaited: boolean;
}

export class SiteReloader {
  private readonly watched: string[];
  private timer: NodeJS.Timeout | undefined;
  /** The reload that is scheduled or running; a compile waits for it (see watch()). */
  private pending: PendingReload | null = null;
  /** The reload running now (reloads are chained, never concurrent). */
  private running: Promise<void> = Promise.resolve();

  constructor(private readonly options: SiteReloaderOptions) {
    const { site } = options.state;
    const paths = site.plugins
      .flatMap((p) => p.plugin.getPathsToWatch?.() ?? [])
      // The locale's translations (code.json, navbar and sidebar labels, translated pages).
      .concat(site.context.siteConfigPath, site.context.localizationDir);
    this.watched = [...new Set(paths)].filter((p) => fs.existsSync(p));
  }

  /**
   * Watches the plugins' paths and the config. A compile started by webpack's own watcher (an
   * edited page) waits until the site has been reloaded for the same change. Otherwise it would
   * still carry the error of the site as it was before the fix: the browser skips the hot update
   * of a compile with errors, and the compile that follows the reload has nothing new to send,
   * so the fixed page would never show. While the site is healthy the compile does not wait: the
   * edited page updates at once, and the reload recompiles when it is done (on a large site it
   * takes seconds).
   */
  watch(): void {
    const { errors } = this.options;
    errors.beforeCompile = async (changed) => {
      if (!this.pending && changed.some((file) => this.isWatched(file))) this.schedule(0);
      if (errors.error && this.pending) {
        this.pending.awaited = true;
        await this.pending.done;
      }
    };
    for (const target of this.watched) {
      const isFolder = fs.statSync(target).isDirectory();
      watchPath(target, isFolder, (filename) => {
        if (filename && isIgnored(filename)) return;
        if (filename && isFolder) this.options.onFileChanged?.(path.join(target, filename));
        this.schedule();
      });
    }
  }

  private isWatched(file: string): boolean {
    return this.watched.some((w) => isSameOrInside(w, file) && !isIgnored(path.relative(w, file)));
  }

  private schedule(delay = RELOAD_DELAY_MS): void {
    clearTimeout(this.timer);
    if (!this.pending) {
      let resolve!: () => void;
      const done = new Promise<void>((r) => (resolve = r));
      this.pending = { done, resolve, awaited: false };
    }
    const current = this.pending;
    this.timer = setTimeout(() => {
      // One reload at a time, in order: two running at once could finish out of order and leave
      // the site as it was before the last edit (a fix then never showed).
      this.running = this.running.then(async () => {
        const failedBefore = this.options.errors.error !== null;
        // A compile that waits for this reload (the site was broken when it started) is not idle
        // until the reload is done: waiting for it stalled both until whenIdle's limit.
        if (!failedBefore && !current.awaited) await this.options.compileState.whenIdle();
        this.pending = null;
        const writesBefore = changedFileCount();
        await this.reload();
        current.resolve();
        // A site error appears, changes or goes only with a compile, and regenerated files are
        // compiled at once (not only when webpack's watcher reports them). A reload that changed
        // nothing (an edit of a page's text, compiled already) compiles nothing. The compile that
        // waited for this reload is the compile that shows its error: invalidating it as well
        // restarts it, and webpack reports a restarted compile's changes again (those made while
        // it ran stay with its paused watcher), so it waited for another reload, which restarted
        // it again: while the site stayed broken no compile ever finished.
        const changed = changedFileCount() !== writesBefore;
        if (changed || (!current.awaited && (failedBefore || this.options.errors.error !== null)))
          this.options.server.middleware?.invalidate(() => undefined);
      });
    }, delay);
  }

  private async reload(): Promise<void> {
    const { siteDir, locale, activeRoutes, state, errors, mdx } = this.options;
    try {
      state.replaceSite(await loadSite({ siteDir, isDev: true, activeRoutes, locale }));
      mdx.setPermalinks(state.site.permalinks);
      if (errors.error) log.success('The site loads again.');
      errors.error = null;
    } catch (error) {
      // Printed (and shown in the overlay) with the errors of the compile that follows.
      errors.error = error;
    }
  }
}

/** Editor backups, dotfiles and dependencies do not change the site. */
function isIgnored(file: string): boolean {
  return /(^|[/\\])\.|~$/.test(file) || file.split(path.sep).includes('node_modules');
}
