// The dev server's first paint. Until webpack's first compile is done (the theme, the engine's
// client code and the page: seconds), the browser has nothing to render. Meanwhile the page asked
// for is rendered as the build renders it: esbuild bundles the app with that page's route module
// and its stylesheets (in its own process, a fraction of webpack's time), a thread renders it,
// and the shell carries the HTML with the styles inline. The client then renders into it as in
// any dev page (a new tree, not hydration) and removes those styles when that tree replaces it.
// After the first compile the plain shell is answered: main.js is ready and renders at once.
import fs from 'node:fs';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { Compiler } from 'webpack';
import { pluginServerConfig } from '../bundler/server';
import { reusedOrNewServerBundle } from '../buildPhases/serverBundle';
import { siteMarkdownPlugins } from '../buildPhases/bundle';
import { writeIfChanged } from '../fsWrite';
import { SINGLETON_PACKAGES } from '../bundler/packageResolution';
import type { GeneratedRoute } from '../codegen';
import type { LoadedSite } from '../site';
import type { RenderRequest } from '../../shared/types';
import { DEV_FIRST_PAINT_ATTRIBUTE } from '../../shared/protocol';
import { toPosixPath } from '../paths';

const CORE_CLIENT = path.resolve(import.meta.dirname, '../../client');
export interface FirstPaintOptions {
  site: () => LoadedSite;
  compileModule: (file: string, query: string) => Promise<string>;
  /** Started before the site loads (see startFirstPaintThread). */
  thread: FirstPaintThread;
}

export class FirstPaint {
  private compiled = false;
  private markCompiled: () => void = () => undefined;
  /** Resolves with null once the first compile is done: from then on the shell is enough. */
  private readonly firstCompileDone = new Promise<null>((resolve) => {
    this.markCompiled = () => resolve(null);
  });
  /** Pages being rendered, by path: the browser often asks twice (a check, then the tab). */
  private readonly pages = new Map<string, Promise<string | null>>();

  constructor(private readonly options: FirstPaintOptions) {}

  apply(compiler: Compiler): void {
    compiler.hooks.done.tap('TesseraFirstPaint', () => {
      if (this.compiled) return;
      this.compiled = true;
      this.pages.clear();
      this.markCompiled();
      this.options.thread.stop();
    });
  }

  /**
   * The page's HTML document with `scripts` (the shell's), or null when the first compile is done
   * first or the page does not render (webpack's compile reports what is wrong with it).
   */
  htmlOf(route: GeneratedRoute, pathname: string, scripts: string[]): Promise<string | null> {
    if (this.compiled) return Promise.resolve(null);
    let page = this.pages.get(pathname);
    if (!page) {
      const site = this.options.site();
      page = this.bundle(site, route)
        .then((bundle) =>
          this.compiled ? null : this.render(site, route, pathname, scripts, bundle),
        )
        .catch(() => null);
      this.pages.set(pathname, page);
    }
    return Promise.race([page, this.firstCompileDone]);
  }

  /**
   * The app with the route's module, and its stylesheets beside it; the bundle's file. The
   * previous start's when none of its inputs changed (a warm start).
   */
  private async bundle(site: LoadedSite, route: GeneratedRoute): Promise<string> {
    const { context } = site;
    // In the generated folder, whose own state the reuse record leaves out.
    const entry = path.join(context.generatedDir, 'first-paint', `${route.id}.js`);
    await fs.promises.mkdir(path.dirname(entry), { recursive: true });
    await writeIfChanged(entry, entrySource(route.moduleFile));
    const serverConfig = pluginServerConfig(site.plugins);
    const markdownPlugins = siteMarkdownPlugins(site);
    return reusedOrNewServerBundle(
      {
        siteDir: context.siteDir,
        generatedDir: context.generatedDir,
        baseUrl: context.baseUrl,
        aliases: site.aliases,
        pluginAliases: serverConfig.aliases,
        sassSettings: serverConfig.sassSettings,
        compileModule: this.options.compileModule,
        entry,
        // A folder each: the reuse record is kept beside the bundle.
        outfile: path.join(context.cacheDir, 'dev-first-paint', route.id, 'server.cjs'),
        keepStyles: true,
      },
      { plugins: markdownPlugins, permalinksFile: site.permalinksFile },
    );
  }

  private async render(
    site: LoadedSite,
    route: GeneratedRoute,
    pathname: string,
    scripts: string[],
    bundle: string,
  ): Promise<string> {
    const request: RenderRequest = {
      id: route.id,
      path: pathname,
      manifest: {
        id: route.id,
        path: route.path,
        js: [],
        css: [],
        component: '',
        modules: {},
        props: {},
      },
      mainAssets: { js: scripts, css: [] },
      htmlTags: site.htmlTags,
      noIndex: false,
      baseUrlIssueBanner: false,
      // Its scripts wait for webpack's first compile anyway; its `load` then means they ran.
      scriptLoading: 'defer',
    };
    const html = await this.options.thread.render(bundle, route.id, request);
    const css = await fs.promises
      .readFile(bundle.replace(/\.cjs$/, '.css'), 'utf8')
      .catch(() => '');
    const style = `<style ${DEV_FIRST_PAINT_ATTRIBUTE}>${css.replace(/<\/style/gi, '<\\/style')}</style>\n`;
    return html.replace('</head>', `${style}</head>`);
  }
}

/** What the thread needs: the renderer and the page's route module. */
function entrySource(routeModule: string): string {
  const spec = (file: string) => JSON.stringify(toPosixPath(file));
  return [
    `export { render } from ${spec(path.join(CORE_CLIENT, 'entry.server.tsx'))};`,
    `export { toLoadedRoute } from ${spec(path.join(CORE_CLIENT, 'routing/registry.ts'))};`,
    `export { preloadAllComponents } from ${spec(path.join(CORE_CLIENT, 'exports/Lazy.tsx'))};`,
    `export { default as route } from ${spec(routeModule)};`,
    '',
  ].join('\n');
}

/**
 * The thread that renders, beside webpack's compile on the main one. It starts with the server
 * and loads React's server renderer while the site loads; it renders with React's production
 * build, as the build does (the dev server's own NODE_ENV is development).
 */
export function startFirstPaintThread(): FirstPaintThread {
  return new FirstPaintThread(
    new Worker(new URL('./firstPaintWorker.mjs', import.meta.url), {
      workerData: { singletonPackages: SINGLETON_PACKAGES },
      env: { ...process.env, NODE_ENV: 'production' },
    }),
  );
}

type ThreadAnswer = { html: string } | { error: string };

export class FirstPaintThread {
  /** One page at a time: each answer is the next message. */
  private queue: Promise<unknown> = Promise.resolve();

  constructor(private readonly worker: Worker) {
    worker.unref();
    // A thread that failed to start leaves the shell as it was; webpack reports real errors.
    worker.on('error', () => undefined);
  }

  render(bundle: string, routeId: string, request: RenderRequest): Promise<string> {
    const answer = this.queue.then(
      () =>
        new Promise<ThreadAnswer>((resolve, reject) => {
          const onExit = () => reject(new Error('the first paint thread stopped'));
          this.worker.once('exit', onExit);
          this.worker.once('message', (message: ThreadAnswer) => {
            this.worker.off('exit', onExit);
            resolve(message);
          });
          this.worker.postMessage({ bundle, routeId, request });
        }),
    );
    this.queue = answer.catch(() => undefined);
    return answer.then((message) => {
      if ('error' in message) throw new Error(message.error);
      return message.html;
    });
  }

  stop(): void {
    void this.worker.terminate();
  }
}
