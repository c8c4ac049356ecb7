// swc's native binding, loaded where a build needs it (the client bundle's loaders and minifier,
// the content scripts), after its memory setting is made.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/**
 * swc allocates with its own mimalloc, which keeps freed pages for a while and purges them only
 * when the thread that freed them allocates again: the libuv threads that minified sit idle
 * afterwards, so about 40 MB of freed pages stayed resident beside the render threads (cold
 * 1,000-doc build: 81 -> 40 MB in swc's heap). Read when swc is loaded, so set before; a value
 * the user set wins. A build's peak memory only: the dev server keeps swc's default, which
 * reuses freed pages.
 */
export function returnSwcMemoryPromptly(): void {
  process.env.MIMALLOC_PURGE_DELAY ??= '0';
}

let swc: typeof import('@swc/core') | undefined;

/** @swc/core for a build, with freed memory returned promptly. */
export function swcForBuild(): typeof import('@swc/core') {
  returnSwcMemoryPromptly();
  return (swc ??= require('@swc/core') as typeof import('@swc/core'));
}
