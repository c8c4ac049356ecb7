// Parallel steps of the build: every one finishes before the first failure is reported, so none
// is still writing into the temporary output when it is removed.

/**
 * Waits for every task (none is left running when the build fails and its output is removed),
 * then throws the first failure.
 */
export async function allSettledOrThrow<T extends readonly unknown[]>(tasks: {
  [K in keyof T]: Promise<T[K]>;
}): Promise<T> {
  const results = await Promise.allSettled(tasks);
  const failed = results.find((r): r is PromiseRejectedResult => r.status === 'rejected');
  if (failed) throw failed.reason;
  return results.map((r) => (r as PromiseFulfilledResult<unknown>).value) as unknown as T;
}
