// Production content scripts. Every MDX page and JSON data module a route uses goes into a small
// script made by esbuild (a route's own modules share one), instead of a webpack entry. Webpack then bundles
// only the shell, the route components and what the content imports, so its time and memory no
// longer grow with the number of pages. The browser side is client/routing/registry.ts.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import * as esbuild from 'esbuild';
import { init as lexerReady, parse as parseModule } from 'es-module-lexer';
import type { RouteConfig } from '../../shared/types';
import {
  CONTENT_SCRIPT_DIR,
  IMPORT_KEY_PREFIX,
  MODULE_QUEUE_GLOBAL,
  ROUTE_MODULE_KEY_PREFIX,
  splitPropertyRef,
} from '../../shared/protocol';
import { PackStore } from '../cache/packStore';
import { writeOrLinkSync } from '../outputFiles';
import { toPosixPath } from '../paths';
import { SiteError } from '../errors';
import { forEachLimited } from '../forEachLimited';
import { absoluteInlineRequest, isInlineLoaderRequest, rawLoaderResource } from './inlineLoaders';

/** A module the browser gets from webpack: a route component or something content imports. */
export interface ImportEntry {
  /** What webpack resolves: a bare specifier, an alias or an absolute path. */
  request: string;
  chunkName: string;
  /** The first page that imports it, for error messages. */
  importedBy?: { file: string; specifier: string };
}

export interface ContentScripts {
  /** Module spec as routes give it (`file.mdx?query`, `file.json`) -> its key, script URL and the import keys it needs. */
  modules: Map<string, { key: string; url: string; imports: string[] }>;
  /** Import key -> webpack request; written into the generated registry module. */
  imports: Map<string, ImportEntry>;
}

export interface ContentScriptOptions {
  routes: RouteConfig[];
  outDir: string;
  /** The last successful build's output: a script it already has (same name, same hash) is linked from it. */
  previousOutDir?: string;
  /** Script bodies by compiled code are kept in `<cacheDir>/content-scripts`. */
  cacheDir: string;
  baseUrl: string;
  compileModule: (file: string, query: string) => Promise<string>;
  /** What the prepared parts may hold until written (HELD_CHARS); tests set it lower. */
  heldChars?: number;
}

const SCRIPT_DIR = CONTENT_SCRIPT_DIR;
/** Change when the esbuild options below change: cached script bodies are then rebuilt. */
const SCRIPT_CACHE_VERSION = '2';

function hash(text: string, length = 10): string {
  return crypto
    .createHash('sha1')
    .update(text)
    .digest('base64url')
    .slice(0, length)
    .replace(/[-_]/g, '0');
}

export function importKey(request: string): string {
  return IMPORT_KEY_PREFIX + hash(request, 8);
}

/** A route module spec split into its file and, for JSON, the selected property. */
export function splitModuleSpec(spec: string): { file: string; query: string; property?: string } {
  const { module, property } = splitPropertyRef(spec);
  if (property && module.endsWith('.json')) return { file: module, query: '', property };
  const [file, query = ''] = spec.split('?');
  return { file: file!, query: query ? `?${query}` : '' };
}

function readableName(request: string): string {
  const base = path
    .basename(request)
    .replace(/\.[jt]sx?$/, '')
    .replace(/\W+/g, '');
  return (base || 'module').slice(0, 30);
}

function scriptSource(key: string, requires: Record<string, string>, body: string): string {
  // The same push-onto-a-queue pattern as webpack's JSONP chunks: the script may run before main.
  const queue = `self.${MODULE_QUEUE_GLOBAL}`;
  return `(${queue}=${queue}||[]).push([${JSON.stringify(key)},${JSON.stringify(requires)},function(require,module,exports){${body}\n}]);\n`;
}

/** Every module spec a route names, its server modules included, as written (`file?query`, `file.json#key`). */
export function routeModuleSpecs(route: RouteConfig): string[] {
  return [
    ...Object.values(route.modules ?? {}),
    ...Object.values(route.serverModules ?? {}),
  ].flat();
}

/** What the pages import is known (the registry can be written); their scripts are not written yet. */
export interface PreparedContentScripts {
  imports: ContentScripts['imports'];
  /** Writes every script (esbuild transforms the pages whose code changed). */
  write(): Promise<ContentScripts>;
}

/**
 * Two steps, so that webpack (which needs only the registry of imports) can bundle while the
 * scripts are written: webpack works on the main thread, esbuild on its own threads.
 */
export async function prepareContentScripts(
  options: ContentScriptOptions,
): Promise<PreparedContentScripts> {
  const modules: ContentScripts['modules'] = new Map();
  const imports: ContentScripts['imports'] = new Map();
  const addImport = (
    request: string,
    prefix: string,
    importedBy?: ImportEntry['importedBy'],
  ): string => {
    const key = importKey(request);
    if (!imports.has(key))
      imports.set(key, {
        request,
        chunkName: `${prefix}-${readableName(request)}-${key.slice(1, 6)}`,
        importedBy,
      });
    return key;
  };

  const specs = new Set<string>();
  for (const route of options.routes) {
    addImport(route.component, 'c');
    for (const spec of routeModuleSpecs(route)) {
      const { file, property } = splitModuleSpec(spec);
      specs.add(property ? file : spec);
    }
  }
  const scriptDir = path.join(options.outDir, SCRIPT_DIR);
  /** Spec -> what makes its part of a script (read or transformed only when written). */
  const parts = new Map<string, () => Promise<ScriptPart>>();
  const markdown: string[] = [];
  const json: string[] = [];
  for (const spec of specs) {
    const { file } = splitModuleSpec(spec);
    if (/\.mdx?$/.test(file)) markdown.push(spec);
    else if (file.endsWith('.json')) json.push(spec);
    else {
      // A JavaScript module: webpack bundles it like a component.
      const key = addImport(file, 'i');
      modules.set(spec, { key, url: '', imports: [key] });
    }
  }

  for (const spec of json) {
    parts.set(spec, async () => {
      // createData writes compact JSON already: embed the text as it is. Read in turn, as the
      // scripts are written (a promise per file waits on libuv's thread pool; see outputFiles.ts).
      const text = fs.readFileSync(spec, 'utf8').trim();
      return {
        spec,
        key: moduleKey(spec),
        requires: {},
        body: `module.exports=JSON.parse(${JSON.stringify(text)})`,
      };
    });
  }

  // A page whose compiled code is unchanged reuses its script body from the cache. A changed
  // one is turned into a script by esbuild's transform (no bundling: whatever the page imports
  // stays a require, which the registry answers), and es-module-lexer lists what it imports.
  const cache = PackStore.open(path.join(options.cacheDir, 'content-scripts'));
  await lexerReady;
  // What the parts hold until they are written. Beyond the budget a part asks for its code (or
  // cached script) again when written: holding every page's code took about 15 KB a page.
  let heldChars = 0;
  const hold = <T extends string>(text: T): T | undefined => {
    if (heldChars + text.length > (options.heldChars ?? HELD_CHARS)) return undefined;
    heldChars += text.length;
    return text;
  };
  await forEachLimited(markdown, 16, async (spec) => {
    const { file, query } = splitModuleSpec(spec);
    const code = await options.compileModule(file, query);
    const cacheKey = crypto
      .createHash('sha1')
      .update(SCRIPT_CACHE_VERSION)
      .update(file)
      .update('\0')
      .update(code)
      .digest('hex');
    const stored = await cache.get(cacheKey);
    const cached = stored === undefined ? null : (JSON.parse(stored) as CachedScript);
    const requires: Record<string, string> = {};
    for (const specifier of cached?.imports ?? importsOf(code, file))
      requires[specifier] = addImport(registryRequest(specifier, file), 'i', { file, specifier });
    const wasCached = cached !== null;
    const heldBody = cached ? hold(cached.body) : undefined;
    const heldCode = cached ? undefined : hold(code);
    parts.set(spec, async () => {
      let body = heldBody;
      if (body === undefined && wasCached) {
        const again = await cache.get(cacheKey);
        if (again !== undefined) body = (JSON.parse(again) as CachedScript).body;
      }
      if (body === undefined) {
        body = await scriptBody(heldCode ?? (await options.compileModule(file, query)), file);
        await cache.set(
          cacheKey,
          JSON.stringify({ body, imports: Object.keys(requires) } satisfies CachedScript),
        );
      }
      return { spec, key: moduleKey(spec), requires, body };
    });
  });

  return {
    imports,
    async write() {
      await fs.promises.mkdir(scriptDir, { recursive: true });
      try {
        await forEachLimited(
          scriptFiles(options.routes, parts),
          SCRIPTS_IN_FLIGHT,
          async (specs) => {
            const made = await Promise.all(specs.map((spec) => parts.get(spec)!()));
            const source = made
              .map((part) => scriptSource(part.key, part.requires, part.body))
              .join('');
            const name = `${readableName(splitModuleSpec(specs[0]!).file)}.${hash(source, 8)}.js`;
            const target = path.join(scriptDir, name);
            const previous = options.previousOutDir
              ? path.join(options.previousOutDir, SCRIPT_DIR, name)
              : null;
            writeOrLinkSync(target, source, previous, { contentHashed: true });
            for (const part of made)
              modules.set(part.spec, {
                key: part.key,
                url: `${options.baseUrl}${SCRIPT_DIR}/${name}`,
                imports: [...new Set(Object.values(part.requires))],
              });
          },
        );
      } finally {
        await cache.close({ fold: true });
      }
      return { modules, imports };
    },
  };
}

/**
 * How many script files are being made at once. More would keep esbuild busier while webpack
 * holds this thread, but 128 raised the build's peak memory (the process tree's: esbuild's own
 * grew) from about 340 to 415–430 MB on the 1,000-doc corpus, for scripts done 0.3–0.5 s
 * sooner; 32 gained nothing measurable.
 */
const SCRIPTS_IN_FLIGHT = 16;

/**
 * How much compiled code and script text the prepared parts may hold until they are written
 * (characters): all of it on a small site, a bounded share of a large one's.
 */
const HELD_CHARS = 64 * 1024 * 1024;

/** One module of a content script: scripts are concatenated parts (each pushes its own module). */
interface ScriptPart {
  spec: string;
  key: string;
  requires: Record<string, string>;
  body: string;
}

/**
 * The specs each script file holds. The modules only one route uses (its page, its data) share
 * one file: a page loads one content script instead of two, and a large site writes a thousand
 * files less. A module several routes use (a blog post on list pages) keeps a file of its own.
 */
function scriptFiles(routes: RouteConfig[], parts: Map<string, unknown>): string[][] {
  const specOf = (spec: string) => {
    const { file, property } = splitModuleSpec(spec);
    return property ? file : spec;
  };
  const routesUsing = new Map<string, number>();
  for (const route of routes) {
    for (const spec of new Set(routeModuleSpecs(route).map(specOf)))
      routesUsing.set(spec, (routesUsing.get(spec) ?? 0) + 1);
  }
  const placed = new Set<string>();
  const files: string[][] = [];
  for (const route of routes) {
    // Client modules only: server modules are not in the page's manifest.
    const own = [
      ...new Set(
        Object.values(route.modules ?? {})
          .flat()
          .map(specOf),
      ),
    ].filter((spec) => parts.has(spec) && routesUsing.get(spec) === 1 && !placed.has(spec));
    own.forEach((spec) => placed.add(spec));
    if (own.length) files.push(own);
  }
  for (const spec of parts.keys()) if (!placed.has(spec)) files.push([spec]);
  return files;
}

interface CachedScript {
  body: string;
  /** The specifiers the page imports, as written. */
  imports: string[];
}

/**
 * What the import registry (in another folder) imports for a page's specifier: relative files made
 * absolute, also inside webpack's inline-loader syntax. An inline loader other than raw-loader is
 * refused here, at the page and line that import it.
 */
function registryRequest(specifier: string, file: string): string {
  if (isInlineLoaderRequest(specifier)) {
    const raw = rawLoaderResource(specifier);
    if ('error' in raw) {
      const lines = fs.readFileSync(file, 'utf8').split('\n');
      const index = lines.findIndex((l) => l.includes(specifier));
      throw new SiteError(raw.error, {
        location: { file, line: index >= 0 ? index + 1 : undefined },
        frame: index >= 0 ? `> ${index + 1} | ${lines[index]}` : undefined,
      });
    }
    return absoluteInlineRequest(specifier, path.dirname(file));
  }
  return specifier.startsWith('.') ? path.resolve(path.dirname(file), specifier) : specifier;
}

/** The specifiers a compiled page (an ES module) imports, as written. */
export function importsOf(code: string, file: string): string[] {
  const [found] = parseModule(code, file);
  // Static imports and re-exports (d === -1); not import.meta (-2) or import() (not supported in
  // content scripts, see ARCHITECTURE.md).
  return [...new Set(found.filter((i) => i.d === -1 && i.n).map((i) => i.n!))];
}

/**
 * A compiled page as a minified CommonJS function body. esbuild, not swc: swc's asynchronous
 * transform (on libuv's threads) made the 1,000-doc build's scripts in 1.3 s instead of 2.1 s,
 * but the native memory it kept raised the 100,000-doc build's peak from 2.08 to 2.69 GB.
 */
async function scriptBody(code: string, file: string): Promise<string> {
  const result = await esbuild.transform(code, {
    loader: 'js',
    format: 'cjs',
    minify: true,
    target: 'es2020',
    sourcefile: file,
    logLevel: 'silent',
    define: { 'process.env.NODE_ENV': '"production"' },
  });
  return result.code;
}

function moduleKey(spec: string): string {
  return ROUTE_MODULE_KEY_PREFIX + hash(spec, 8);
}

/** The generated registry the main bundle imports: import key -> a lazy webpack import. */
export function importRegistrySource(imports: ContentScripts['imports']): string {
  // Sorted: the same imports always make the same file, whichever page finished compiling first.
  const lines = [...imports]
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(
      ([key, { request, chunkName }]) =>
        `  ${JSON.stringify(key)}: () => import(/* webpackChunkName: ${JSON.stringify(chunkName)} */ ${JSON.stringify(toPosixPath(request))}),`,
    );
  return `// Generated by the build: every module content scripts and route components load from webpack.\nexport default {\n${lines.join('\n')}\n};\n`;
}
