// Dev only: React, React DOM and the router are bundled by esbuild, in its own process while the
// site loads, into one script the HTML shell loads before main.js; webpack treats them as
// externals. Parsing React DOM's development build (1.1 MB) was a sixth of the first compile.
// Each package's code runs when the app first asks for it, so React Refresh (first in main.js)
// hooks into React DOM before React DOM starts.
import { createRequire } from 'node:module';
import type { IncomingMessage, ServerResponse } from 'node:http';
import * as esbuild from 'esbuild';
import type { EarlyMiddleware } from './listener';
import { DEV_VENDOR_GLOBAL, DEV_VENDOR_PATH } from '../../shared/protocol';

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

export function startDevVendor(): DevVendor {
  const imports = VENDOR_IMPORTS.filter(isResolvable);
  return {
    imports,
    externals: Object.fromEntries(
      imports.map((name) => [name, `${DEV_VENDOR_GLOBAL}(${JSON.stringify(name)})`]),
    ),
    script: bundle(imports),
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
async function bundle(imports: string[]): Promise<string> {
  const table = imports
    .map((name) => `  ${JSON.stringify(name)}: () => require(${JSON.stringify(name)}),`)
    .join('\n');
  const result = await esbuild.build({
    stdin: {
      contents: `const modules = {\n${table}\n};\nglobalThis.${DEV_VENDOR_GLOBAL} = (name) => modules[name]();\n`,
      loader: 'js',
      resolveDir: import.meta.dirname,
    },
    bundle: true,
    write: false,
    format: 'iife',
    platform: 'browser',
    target: 'es2020',
    conditions: ['development'],
    define: { 'process.env.NODE_ENV': '"development"' },
    logLevel: 'silent',
  });
  return result.outputFiles[0]!.text;
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
