// A long computation run a slice at a time between the page's other work: the generator pauses
// (yield) after each slice, and the next slice runs in a later task, so no task of it is long.
import { useEffect, useState } from 'react';

/** How long one task may run slices before it gives the thread back. */
const SLICE_MS = 8;

/**
 * The generator's result once it has run to its end, undefined until then (and again while a new
 * one, after `deps` change, is running). Each task runs slices for about 8 ms.
 */
export function useStepped<T>(
  make: () => Generator<void, T, void>,
  deps: readonly unknown[],
): T | undefined {
  const [result, setResult] = useState<{ value: T; deps: readonly unknown[] } | undefined>();
  useEffect(() => {
    const steps = make();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const run = () => {
      const until = performance.now() + SLICE_MS;
      do {
        const step = steps.next();
        if (step.done) {
          setResult({ value: step.value, deps });
          return;
        }
      } while (performance.now() < until);
      timer = setTimeout(run, 0);
    };
    run();
    return () => clearTimeout(timer);
    // The caller's deps are the generator's inputs, as with useMemo.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, deps);
  const current = result !== undefined && sameDeps(result.deps, deps);
  return current ? result.value : undefined;
}

function sameDeps(a: readonly unknown[], b: readonly unknown[]): boolean {
  return a.length === b.length && a.every((value, i) => Object.is(value, b[i]));
}
