// Full garbage collections at the points where the main thread has just let go of a lot (the
// webpack compilation, the compiled Markdown) and is about to sit idle while threads work: V8
// collects when the heap is asked for more, and an idle main thread never asks, so its garbage
// (hundreds of MB at 10,000 docs) stayed resident beside the render threads.
import v8 from 'node:v8';
import vm from 'node:vm';

let gc: (() => void) | null | undefined;

/**
 * A full collection that also compacts: without compaction V8 frees the objects but keeps the
 * pages they were spread over (at 10,000 docs, 110 MB in use in a heap of 480 MB, all resident).
 */
export function collectGarbage(): void {
  if (gc === undefined) {
    try {
      v8.setFlagsFromString('--expose_gc');
      gc = vm.runInNewContext('gc') as () => void;
    } catch {
      // Not available: the memory is freed later by V8 anyway.
      gc = null;
    }
  }
  if (!gc) return;
  gc();
  v8.setFlagsFromString('--compact-on-every-full-gc');
  try {
    gc();
  } finally {
    v8.setFlagsFromString('--no-compact-on-every-full-gc');
  }
}

/**
 * How much a heap may grow past what the last full collection left, in percent. Under a large
 * limit (the default: gigabytes) V8 lets a heap grow to up to four times what is live before the
 * next full collection, and while webpack worked the main thread's heap was mostly garbage
 * (about 70 MB live in 170). The flag is read at every collection, by every thread.
 */
const HEAP_GROWING_PERCENT = 30;

/**
 * From the bundles on: the MDX compile threads have a limit of their own (`startCompilePool`);
 * the flag would hold them tighter still, for more collections in the build's busiest phase.
 */
export function boundHeapGrowth(): void {
  v8.setFlagsFromString(`--heap-growing-percent=${HEAP_GROWING_PERCENT}`);
}

/** V8's own growth again (0 is the flag's default). */
export function restoreHeapGrowth(): void {
  v8.setFlagsFromString('--heap-growing-percent=0');
}
