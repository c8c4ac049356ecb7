// Bounded concurrency for the build's batches (precompiles, esbuild transforms, file writes).

/**
 * Runs `work` on every item, at most `limit` at a time. After a failure no new item starts, and
 * the first error is thrown once the running ones have finished (nothing is left writing after
 * the build reports the failure).
 */
export async function forEachLimited<T>(
  items: readonly T[],
  limit: number,
  work: (item: T) => Promise<void>,
): Promise<void> {
  let next = 0;
  let failure: { error: unknown } | null = null;
  const worker = async () => {
    while (!failure && next < items.length) {
      try {
        await work(items[next++]!);
      } catch (error) {
        failure ??= { error };
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  if (failure) throw (failure as { error: unknown }).error;
}
