// An edited page shows before webpack has compiled it. webpack's compile of one edited Markdown
// file takes a few hundred milliseconds (the module graph, the chunks, the hot update); the
// file's own compile, tens. So the dev server compiles the file as soon as it changes and sends
// its content to the open pages (server-sent events), which render it with the imports the page
// module already has (client/routing/devContentPatches.ts). webpack's hot update follows as
// before; the page keeps the patch until a page module with the same content arrives. A change
// of imports, or a file that does not compile, is left to webpack (its error goes to the overlay).
import crypto from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import * as esbuild from 'esbuild';
import { init as lexerReady } from 'es-module-lexer';
import type { Compiler } from 'webpack';
import type WebpackDevServer from 'webpack-dev-server';
import { importsOf } from '../bundler/contentScripts';
import type { MdxService } from '../mdx';
import {
  DEV_CONTENT_EXPORT,
  DEV_CONTENT_PATCHES_PATH,
  type DevContentPatch,
} from '../../shared/protocol';
import { refusedForeignOrigin } from './sameOrigin';

const MARKDOWN_FILE = /\.mdx?$/;
/**
 * Change events of one save arrive together (an editor may truncate, then write): the file is
 * read once they have settled, as webpack's watcher aggregates them (20 ms).
 */
const SETTLE_MS = 10;
/** After the first compile, when the pipeline is warmed up (the browser loads the page first). */
const WARM_UP_MS = 300;
/** How long webpack's compile of an edit waits for the edit's patch to go out, at most. */
const PATCH_WAIT_MS = 1000;

export class ContentPatches {
  private readonly pages = new Set<ServerResponse>();
  /** The files webpack's last compile read: a page module is patched only when it is one. */
  private compiledFiles: { has(file: string): boolean } = new Set<string>();
  private readonly timers = new Map<string, NodeJS.Timeout>();
  /** Patches go out one at a time, in the order of the changes. */
  private sending: Promise<void> = Promise.resolve();

  constructor(private readonly mdx: MdxService) {}

  /** The page module webpack gets: the compiled file, and what a patch needs to stand in for it. */
  async pageModule(file: string, query: string, code: string): Promise<string> {
    if (query) return code;
    await lexerReady;
    const imports = importsOf(code, file);
    const names = imports.map((_, i) => `__tessera_import_${i}`);
    const importLines = imports.map((s, i) => `import * as ${names[i]} from ${JSON.stringify(s)};`);
    const importMap = imports.map((s, i) => `${JSON.stringify(s)}: ${names[i]}`).join(', ');
    const registration = `{ file: ${JSON.stringify(file)}, hash: ${JSON.stringify(contentHash(code))}, imports: { ${importMap} } }`;
    return `${code}\n${importLines.join('\n')}\nexport const ${DEV_CONTENT_EXPORT} = ${registration};\n`;
  }

  /**
   * webpack's compile of an edit starts once the edit's patch is out: both want the main thread,
   * and the patch is what the page is waiting for. The compile reuses the file's compiled code.
   */
  apply(compiler: Compiler): void {
    compiler.hooks.watchRun.tapPromise('TesseraContentPatches', () => this.patchesOut());
    // Also the modules restored from webpack's cache (a warm start), which no loader saw.
    let warmed = false;
    compiler.hooks.done.tap('TesseraContentPatches', (stats) => {
      const files = stats.compilation.fileDependencies;
      this.compiledFiles = files;
      if (warmed) return;
      warmed = true;
      // webpack's loader read the pages from the cache: the first edit would load the pipeline.
      const page = [...files].find((file) => MARKDOWN_FILE.test(file));
      if (page) setTimeout(() => void this.mdx.warmUp(page).catch(() => undefined), WARM_UP_MS);
    });
  }

  /** The patches under way, or a bounded wait: a patch never holds webpack's compile back long. */
  private patchesOut(): Promise<void> {
    let timer: NodeJS.Timeout | undefined;
    const bound = new Promise<void>((resolve) => {
      timer = setTimeout(resolve, PATCH_WAIT_MS);
    });
    return Promise.race([this.sending, bound]).finally(() => clearTimeout(timer));
  }

  /** A file changed on disk: its patch is sent once the change has settled. */
  fileChanged(file: string): void {
    if (!MARKDOWN_FILE.test(file) || !this.compiledFiles.has(file) || this.pages.size === 0) return;
    clearTimeout(this.timers.get(file));
    const timer = setTimeout(() => {
      this.timers.delete(file);
      // A patch that fails is webpack's to show: the queue and the compile go on.
      this.sending = this.sending.then(() => this.send(file)).catch(() => undefined);
    }, SETTLE_MS);
    this.timers.set(file, timer);
  }

  /** `GET <baseUrl>__tessera/content-patches`: the event stream an open page listens to. */
  endpoint(baseUrl: string): WebpackDevServer.Middleware {
    const path = baseUrl + DEV_CONTENT_PATCHES_PATH;
    return {
      name: 'tessera-content-patches',
      middleware: (req: IncomingMessage, res: ServerResponse, next: () => void) => {
        if (req.method !== 'GET' || new URL(req.url ?? '/', 'http://localhost').pathname !== path)
          return next();
        if (refusedForeignOrigin(req, res)) return;
        res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-store' });
        res.write(': open\n\n');
        this.pages.add(res);
        req.on('close', () => this.pages.delete(res));
      },
    };
  }

  private async send(file: string): Promise<void> {
    const patch = await this.patchOf(file);
    if (!patch) return;
    const message = `data: ${JSON.stringify(patch)}\n\n`;
    for (const page of this.pages) {
      page.write(message);
      // Out now: Node sends a response's writes on the next tick, which comes only once the
      // compile that starts next has yielded.
      page.socket?.uncork();
    }
  }

  /** The file's patch; none when it does not compile (webpack reports the error). */
  private async patchOf(file: string): Promise<DevContentPatch | null> {
    let code: string;
    try {
      code = await this.mdx.compileModule(file, '');
    } catch {
      return null;
    }
    await lexerReady;
    const hash = contentHash(code);
    const imports = importsOf(code, file);
    try {
      const body = await commonJsBody(code, file);
      return { file, hash, imports, body };
    } catch {
      return { file, hash, imports, body: null };
    }
  }
}

function contentHash(code: string): string {
  return crypto.createHash('sha1').update(code).digest('base64url').slice(0, 16);
}

/** The page's ES module as the body of a `(require, module, exports)` function. */
async function commonJsBody(code: string, file: string): Promise<string> {
  const result = await esbuild.transform(code, {
    loader: 'js',
    format: 'cjs',
    target: 'es2020',
    sourcefile: file,
    logLevel: 'silent',
  });
  return result.code;
}
