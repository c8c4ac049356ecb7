// What the browser and the dev server agree on: the dev server's endpoints, below the base URL.

/** The browser reports a component that threw while rendering (POST, JSON body). */
export const DEV_CLIENT_ERROR_PATH = '__tessera/client-error';

/** The browser asks for a route to be compiled (POST `?path=<pathname>`). */
export const DEV_ACTIVATE_ROUTE_PATH = '__tessera/activate-route';

/** React and the router, prebundled once per dev server (GET; see node/dev/vendor.ts). */
export const DEV_VENDOR_PATH = '__tessera/vendor.js';

/**
 * Edited pages' content, compiled before webpack's hot update (GET, server-sent events, one
 * `DevContentPatch` per message; see node/dev/contentPatches.ts).
 */
export const DEV_CONTENT_PATCHES_PATH = '__tessera/content-patches';

/**
 * Marks the styles of the dev server's first paint (a page rendered on the server while the first
 * compile runs; see node/dev/firstPaint.ts): the client removes them once it has rendered.
 */
export const DEV_FIRST_PAINT_ATTRIBUTE = 'data-tessera-first-paint';

/** What a dev page module exports beside its content, so a patch can stand in for it. */
export const DEV_CONTENT_EXPORT = '__tesseraContent';

/** A Markdown file's new content as a CommonJS function body, or null when it cannot be patched. */
export interface DevContentPatch {
  file: string;
  /** The compiled module's hash: the page module webpack compiles from the same text has it too. */
  hash: string;
  /** The specifiers the body requires: a patch applies only when the page module imports them. */
  imports: string[];
  body: string | null;
}

/** The function the dev vendor script defines: the package name in, the module out. */
export const DEV_VENDOR_GLOBAL = '__tesseraVendor';

// What the build writes and the browser (and the render threads) read.

/** The global queue content scripts push `[key, requires, factory]` onto (see client/routing/registry). */
export const MODULE_QUEUE_GLOBAL = '__TESSERA_MODULES__';

/** Key prefixes: `m…` a route module (a page's content or data), `i…` a module pages import. */
export const ROUTE_MODULE_KEY_PREFIX = 'm';
export const IMPORT_KEY_PREFIX = 'i';

/** Where content scripts are written, below the output folder and the base URL. */
export const CONTENT_SCRIPT_DIR = 'assets/js/content';

/**
 * A route module reference: `file.json#key` (or, in a manifest, `<module key>#key`) selects one
 * property of a JSON module, so a plugin can give a page several props from one file.
 */
export function splitPropertyRef(ref: string): { module: string; property?: string } {
  const match = /^(.+)#([\w$]+)$/.exec(ref);
  return match ? { module: match[1]!, property: match[2]! } : { module: ref };
}
