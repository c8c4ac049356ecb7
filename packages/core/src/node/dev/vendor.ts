// Dev only: React, React DOM and the router are bundled by esbuild, in its own process while the
// site loads, into one script the HTML shell loads before main.js; webpack treats them as
// externals. Parsing React DOM's development build (1.1 MB) was a sixth of the first compile.
// Each package's code runs when the app first asks for it, so React Refresh (first in main.js)
// hooks into React DOM before React DOM starts. The script is kept in the cache with the files
// it was made from, and a start where none of them changed reuses it.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { IncomingMessage, ServerResponse } from 'node:http';
import * as esbuild from 'esbuild';
import type { EarlyMiddleware } from './listener';
import { DEV_VENDOR_GLOBAL, DEV_VENDOR_PATH } from '../../shared/protocol';
import { readCacheJson, writeCacheJson } from '../cache/jsonCache';

const require = createRequire(import.meta.url);

/** Imports served by the vendor script, when Tessera can resolve them. */
const VENDOR_IMPORTS = [
  'react',
  'react/jsx-runtime',
  'react/jsx-dev-runtime',
  'react-dom',
  'react-dom/client',
  'react-router',
  'react-router-dom',
];

export interface DevVendor {
  /** The imports webpack leaves to the vendor script. */
  imports: string[];
  /** webpack externals: each import read from the vendor script's function. */
  externals: Record<string, string>;
  /** The script, once esbuild has made it. */
  script: Promise<string>;
}

/** `cacheDir`: the site's cache folder, where the script is kept for the next start. */
export function startDevVendor(cacheDir: string): DevVendor {
  const imports = VENDOR_IMPORTS.filter(isResolvable);
  return {
    imports,
    externals: Object.fromEntries(
      imports.map((name) => [name, `${DEV_VENDOR_GLOBAL}(${JSON.stringify(name)})`]),
    ),
    script: keptOrBundled(imports, path.join(cacheDir, 'dev-vendor.json')),
  };
}

function isResolvable(name: string): boolean {
  try {
    require.resolve(name);
    return true;
  } catch {
    return false;
  }
}

/**
 * Resolved from this folder, as the client bundle's singleton aliases are, and all through
 * `require`, so that react-router-dom and react-router share one copy of the router.
 */
function entryScript(imports: string[]): string {
  const table = imports
    .map((name) => `  ${JSON.stringify(name)}: () => require(${JSON.stringify(name)}),`)
    .join('\n');
  return `const modules = {\n${table}\n};\nglobalThis.${DEV_VENDOR_GLOBAL} = (name) => modules[name]();\n`;
}

/** A script made by an earlier start, and what it was made from. */
interface KeptVendor {
  entry: string;
  esbuild: string;
  /** Every file esbuild read (absolute) -> its stamp (see fileStamp). */
  inputs: Record<string, string>;
  script: string;
}

/**
 * The kept script when its entry, esbuild and every file it was made from are the same; else a
 * new one, kept for the next start. Bundling React DOM's development build took esbuild's process
 * a core for a few hundred milliseconds of each start, and the main thread tens of milliseconds
 * to take the result, beside the site's load.
 */
async function keptOrBundled(imports: string[], cacheFile: string): Promise<string> {
  const entry = entryScript(imports);
  const kept = await readCacheJson<KeptVendor>(cacheFile);
  if (kept?.entry === entry && kept.esbuild === esbuild.version && unchanged(kept.inputs))
    return kept.script;
  const { script, inputs } = await bundle(entry);
  const fresh: KeptVendor = { entry, esbuild: esbuild.version, inputs, script };
  // A cache only saves work: one that cannot be written is made again next time.
  await writeCacheJson(cacheFile, fresh).catch(() => undefined);
  return script;
}

/** Size, modification time and inode: a package installed again is new files. */
function fileStamp(file: string): string | null {
  try {
    const stat = fs.statSync(file);
    return `${stat.size}:${stat.mtimeMs}:${stat.ino}`;
  } catch {
    return null;
  }
}

function unchanged(inputs: Record<string, string>): boolean {
  return Object.entries(inputs).every(([file, stamp]) => fileStamp(file) === stamp);
}

async function bundle(entry: string): Promise<{ script: string; inputs: Record<string, string> }> {
  const workingDir = import.meta.dirname;
  const result = await esbuild.build({
    stdin: { contents: entry, loader: 'js', resolveDir: workingDir },
    absWorkingDir: workingDir,
    metafile: true,
    bundle: true,
    write: false,
    format: 'iife',
    platform: 'browser',
    target: 'es2020',
    conditions: ['development'],
    define: { 'process.env.NODE_ENV': '"development"' },
    logLevel: 'silent',
  });
  const inputs: Record<string, string> = {};
  for (const input of Object.keys(result.metafile.inputs)) {
    if (input === '<stdin>') continue;
    const file = path.resolve(workingDir, input);
    inputs[file] = fileStamp(file) ?? '';
  }
  return { script: result.outputFiles[0]!.text, inputs };
}

/** Serves the vendor script at `<baseUrl>__tessera/vendor.js`. */
export function vendorEndpoint(vendor: DevVendor, baseUrl: string): EarlyMiddleware {
  const url = `${baseUrl}${DEV_VENDOR_PATH}`;
  return {
    name: 'tessera-vendor',
    middleware: (req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void) => {
      if (req.method !== 'GET' || req.url?.split('?')[0] !== url) return next();
      vendor.script.then((text) => {
        res.setHeader('Content-Type', 'text/javascript; charset=utf-8');
        res.setHeader('Cache-Control', 'no-store');
        res.end(text);
      }, next);
    },
  };
}
