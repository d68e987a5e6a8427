// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { timeSlices } from '../../src/lib/time-slices.ts';

describe('timeSlices', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'performance'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('does not wait within a slice', () => {
    const pause = timeSlices(20);
    vi.advanceTimersByTime(5);
    expect(pause()).toBeUndefined();
    vi.advanceTimersByTime(15);
    expect(pause()).toBeUndefined();
  });

  it('waits for a later task once the slice is over, then starts a new slice', async () => {
    const pause = timeSlices(20);
    vi.advanceTimersByTime(21);
    const waiting = pause();
    expect(waiting).toBeInstanceOf(Promise);
    let resumed = false;
    void waiting?.then(() => {
      resumed = true;
    });
    await Promise.resolve();
    expect(resumed).toBe(false);
    await vi.runOnlyPendingTimersAsync();
    expect(resumed).toBe(true);
    // The slice restarts once the loop has its thread back.
    vi.advanceTimersByTime(10);
    expect(pause()).toBeUndefined();
    vi.advanceTimersByTime(11);
    expect(pause()).toBeInstanceOf(Promise);
  });
});
