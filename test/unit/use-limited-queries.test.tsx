// Many queries at most N at a time through the cache: the limit, reuse, Cancel and Resume.
import { describe, expect, it } from 'vitest';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider, queryOptions } from '@tanstack/react-query';
import { useLimitedQueries } from '../../src/api/use-limited-queries.ts';

function setup(n: number, { failing = new Set<number>(), delayMs = 5 } = {}) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false, retryOnMount: false } },
  });
  const stats = { running: 0, most: 0, calls: [] as number[] };
  const queries = Array.from({ length: n }, (_, i) =>
    queryOptions({
      queryKey: ['item', i],
      queryFn: async ({ signal }) => {
        stats.calls.push(i);
        stats.running += 1;
        stats.most = Math.max(stats.most, stats.running);
        try {
          await new Promise((resolve, reject) => {
            const timer = setTimeout(resolve, delayMs + (i % 3));
            signal.addEventListener('abort', () => {
              clearTimeout(timer);
              reject(new Error('aborted'));
            });
          });
        } finally {
          stats.running -= 1;
        }
        if (failing.has(i)) throw new Error(`item ${i} failed`);
        return `value ${i}`;
      },
    }),
  );
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return { client, stats, queries, wrapper };
}

describe('useLimitedQueries', () => {
  it('never has more than the limit in flight, requests each once, and reports failures', async () => {
    const { stats, queries, wrapper } = setup(13, { failing: new Set([2]) });
    const { result } = renderHook(() => useLimitedQueries(queries, 3), { wrapper });
    await waitFor(() => expect(result.current.status).toBe('done'));
    expect(stats.most).toBeLessThanOrEqual(3);
    expect(stats.most).toBeGreaterThan(1);
    expect([...stats.calls].sort((a, b) => a - b)).toEqual([...Array(13).keys()]);
    expect(result.current.loaded).toBe(12);
    expect(result.current.failed).toBe(1);
    expect(result.current.data[0]).toBe('value 0');
    expect(result.current.data[2]).toBeUndefined();
  });

  it('reuses answers already in the cache', async () => {
    const { client, stats, queries, wrapper } = setup(4);
    client.setQueryData(['item', 1], 'cached');
    const { result } = renderHook(() => useLimitedQueries(queries, 2), { wrapper });
    await waitFor(() => expect(result.current.status).toBe('done'));
    expect(stats.calls).not.toContain(1);
    expect(result.current.data[1]).toBe('cached');
  });

  it('Cancel starts nothing more; Resume requests what is missing and what failed', async () => {
    const { stats, queries, wrapper } = setup(10, { failing: new Set([0]), delayMs: 30 });
    const { result } = renderHook(() => useLimitedQueries(queries, 2), { wrapper });
    await waitFor(() => expect(stats.calls.length).toBeGreaterThanOrEqual(2));
    act(() => result.current.cancel());
    expect(result.current.status).toBe('cancelled');
    const asked = stats.calls.length;
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(stats.calls.length).toBe(asked);
    expect(stats.running).toBe(0);

    act(() => result.current.resume());
    await waitFor(() => expect(result.current.status).toBe('done'));
    expect(result.current.loaded).toBe(9);
    expect(result.current.failed).toBe(1);
    // Resume asks again for what failed, and only that.
    const before = stats.calls.length;
    act(() => result.current.resume());
    await waitFor(() => expect(stats.calls.length).toBe(before + 1));
    expect(stats.calls.at(-1)).toBe(0);
    await waitFor(() => expect(result.current.status).toBe('done'));
    expect(stats.most).toBeLessThanOrEqual(2);
  });
});
