// A long loop's pauses, so the page gets the thread back: reading a large body chunk by chunk, or
// handing megabytes of it to the parse worker, would otherwise be one task as long as the body.

/**
 * `pause()` for a loop to await once per step: it returns nothing (no wait) until `sliceMs` have
 * passed since the slice began, then a promise resolved in a later task, which starts a new slice.
 */
export function timeSlices(sliceMs: number): () => Promise<void> | undefined {
  let since = performance.now();
  return () => {
    if (performance.now() - since <= sliceMs) return undefined;
    return new Promise<void>((resume) => {
      setTimeout(() => {
        since = performance.now();
        resume();
      });
    });
  };
}
