// A long computation run in slices: the result comes once the generator ends, never a stale one
// for other inputs, and the work is spread over several tasks rather than one.
import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useStepped } from '../../src/components/use-stepped.ts';

/** Sums 1..n, pausing after each number and busy for about 1 ms each time. */
function* slowSum(n: number, tasks: Set<number>): Generator<void, number, void> {
  let sum = 0;
  for (let i = 1; i <= n; i++) {
    const until = performance.now() + 1;
    while (performance.now() < until) {
      // Busy, as a real slice of work is.
    }
    sum += i;
    tasks.add(taskId);
    yield;
  }
  return sum;
}

// A new id per macrotask: which tasks the generator ran in.
let taskId = 0;
let ticking = false;
const tick = () => {
  taskId += 1;
  if (ticking) setTimeout(tick, 0);
};

describe('useStepped', () => {
  it('gives the result once done, spread over several tasks, and none that is stale', async () => {
    ticking = true;
    tick();
    const tasks = new Set<number>();
    const { result, rerender } = renderHook(({ n }) => useStepped(() => slowSum(n, tasks), [n]), {
      initialProps: { n: 60 },
    });
    expect(result.current).toBeUndefined();
    await waitFor(() => expect(result.current).toBe(1830));
    // About 8 ms a task: 60 ms of work takes several.
    expect(tasks.size).toBeGreaterThan(3);

    rerender({ n: 10 });
    // The sum for 60 is not shown as the sum for 10.
    expect(result.current).toBeUndefined();
    await waitFor(() => expect(result.current).toBe(55));
    ticking = false;
  });
});
