// Runs async tasks over a list with at most `limit` in flight, stopping early when a signal aborts.

/**
 * Calls `task` for each item, never more than `limit` at once, in list order. Once `signal` aborts
 * no further task starts; the returned promise settles when the started ones have. A failed task
 * does not stop the others: report failures from inside `task`.
 */
export async function runLimited<T>(
  items: readonly T[],
  limit: number,
  task: (item: T) => Promise<void>,
  signal?: AbortSignal,
): Promise<void> {
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < items.length && !signal?.aborted) {
      const item = items[next] as T;
      next += 1;
      try {
        await task(item);
      } catch {
        // The task reports its own failures; the queue keeps going.
      }
    }
  };
  const workers = Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, worker);
  await Promise.all(workers);
}
