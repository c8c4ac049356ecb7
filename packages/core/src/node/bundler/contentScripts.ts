// Production content scripts. Every MDX page and JSON data module a route uses becomes a small
// script of its own, transformed by esbuild, instead of a webpack entry. Webpack then bundles
// only the shell, the route components and what the content imports, so its time and memory no
// longer grow with the number of pages. The browser side is client/routing/registry.ts.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import * as acorn from 'acorn';
import * as esbuild from 'esbuild';
import { SiteError } from '../errors';
import type { RouteConfig } from '../../shared/types';

/** A module the browser gets from webpack: a route component or something content imports. */
export interface ImportEntry {
  /** What webpack resolves: a bare specifier, an alias or an absolute path. */
  request: string;
  chunkName: string;
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
  baseUrl: string;
  compileModule: (file: string, query: string) => Promise<string>;
}

const SCRIPT_DIR = 'assets/js/content';

function hash(text: string, length = 10): string {
  return crypto.createHash('sha1').update(text).digest('base64url').slice(0, length).replace(/[-_]/g, '0');
}

export function importKey(request: string): string {
  return 'i' + hash(request, 8);
}

/** A route module spec split into its file and, for JSON, the selected property. */
export function splitModuleSpec(spec: string): { file: string; query: string; property?: string } {
  const jsonProperty = /^(.*\.json)#([\w$]+)$/.exec(spec);
  if (jsonProperty) return { file: jsonProperty[1]!, query: '', property: jsonProperty[2]! };
  const [file, query = ''] = spec.split('?');
  return { file: file!, query: query ? `?${query}` : '' };
}

/** The specifiers a compiled module imports: static imports, re-exports and `require("…")` calls. */
export function collectSpecifiers(code: string, file: string): string[] {
  let tree: acorn.Node;
  try {
    tree = acorn.parse(code, { ecmaVersion: 'latest', sourceType: 'module' });
  } catch (error) {
    throw new SiteError(`The compiled page could not be read: ${(error as Error).message}`, { location: { file } });
  }
  const found = new Set<string>();
  const visit = (node: unknown): void => {
    if (!node || typeof node !== 'object') return;
    if (Array.isArray(node)) return node.forEach(visit);
    const n = node as { type?: string; source?: { value?: unknown }; callee?: { type: string; name?: string }; arguments?: Array<{ type: string; value?: unknown }> };
    if ((n.type === 'ImportDeclaration' || n.type === 'ExportNamedDeclaration' || n.type === 'ExportAllDeclaration') && typeof n.source?.value === 'string') found.add(n.source.value);
    if (n.type === 'CallExpression' && n.callee?.type === 'Identifier' && n.callee.name === 'require' && n.arguments?.length === 1 && n.arguments[0]!.type === 'Literal' && typeof n.arguments[0]!.value === 'string') {
      found.add(n.arguments[0]!.value);
    }
    for (const value of Object.values(node)) if (value && typeof value === 'object') visit(value);
  };
  visit(tree);
  return [...found];
}

function readableName(request: string): string {
  const base = path.basename(request).replace(/\.[jt]sx?$/, '').replace(/\W+/g, '');
  return (base || 'module').slice(0, 30);
}

function scriptSource(key: string, requires: Record<string, string>, body: string): string {
  // The same push-onto-a-queue pattern as webpack's JSONP chunks: the script may run before main.
  return `(self.__TESSERA_MODULES__=self.__TESSERA_MODULES__||[]).push([${JSON.stringify(key)},${JSON.stringify(requires)},function(require,module,exports){${body}\n}]);\n`;
}

/** Limits concurrent work (esbuild transforms, file writes) without a dependency. */
async function forEachLimited<T>(items: T[], limit: number, fn: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) await fn(items[next++]!);
  }));
}

export async function writeContentScripts(options: ContentScriptOptions): Promise<ContentScripts> {
  const modules: ContentScripts['modules'] = new Map();
  const imports: ContentScripts['imports'] = new Map();
  const addImport = (request: string, prefix: string): string => {
    const key = importKey(request);
    if (!imports.has(key)) imports.set(key, { request, chunkName: `${prefix}-${readableName(request)}-${key.slice(1, 6)}` });
    return key;
  };

  const specs = new Set<string>();
  for (const route of options.routes) {
    addImport(route.component, 'c');
    for (const value of Object.values(route.modules ?? {})) for (const spec of Array.isArray(value) ? value : [value]) specs.add(splitModuleSpec(spec).property ? splitModuleSpec(spec).file : spec);
  }

  await fs.promises.mkdir(path.join(options.outDir, SCRIPT_DIR), { recursive: true });
  await forEachLimited([...specs], 32, async (spec) => {
    const { file, query } = splitModuleSpec(spec);
    const key = 'm' + hash(spec, 8);
    let source: string;
    const requires: Record<string, string> = {};
    if (file.endsWith('.json')) {
      const json = await fs.promises.readFile(file, 'utf8');
      source = scriptSource(key, requires, `module.exports=JSON.parse(${JSON.stringify(JSON.stringify(JSON.parse(json)))})`);
    } else if (/\.mdx?$/.test(file)) {
      const code = await options.compileModule(file, query);
      for (const specifier of collectSpecifiers(code, file)) {
        const request = specifier.startsWith('.') ? path.resolve(path.dirname(file), specifier) : specifier;
        requires[specifier] = addImport(request, 'i');
      }
      const { code: body } = await esbuild.transform(code, { format: 'cjs', minify: true, target: 'es2020', loader: 'js', sourcefile: file, define: { 'process.env.NODE_ENV': '"production"' } });
      source = scriptSource(key, requires, body);
    } else {
      // A JavaScript module: webpack bundles it like a component.
      const importedKey = addImport(file, 'i');
      modules.set(spec, { key: importedKey, url: '', imports: [importedKey] });
      return;
    }
    const url = `${options.baseUrl}${SCRIPT_DIR}/${readableName(file)}.${hash(source, 8)}.js`;
    await fs.promises.writeFile(path.join(options.outDir, url.slice(options.baseUrl.length)), source);
    modules.set(spec, { key, url, imports: Object.values(requires) });
  });
  return { modules, imports };
}

/** The generated registry the main bundle imports: import key -> a lazy webpack import. */
export function importRegistrySource(imports: ContentScripts['imports']): string {
  const lines = [...imports].map(([key, { request, chunkName }]) => `  ${JSON.stringify(key)}: () => import(/* webpackChunkName: ${JSON.stringify(chunkName)} */ ${JSON.stringify(request.split(path.sep).join('/'))}),`);
  return `// Generated by the build: every module content scripts and route components load from webpack.\nexport default {\n${lines.join('\n')}\n};\n`;
}
