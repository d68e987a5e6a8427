// @vitest-environment node
// The QueryClient's retry policy: what is retried, how often, and how long it waits.
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  MAX_RETRIES,
  createQueryClient,
  retryDelay,
  shouldRetry,
} from '../../src/api/query-client.ts';
import { DataViewsError } from '../../src/api/errors.ts';
import type { DataViewsErrorKind } from '../../src/api/errors.ts';
import { viewQueryOptions } from '../../src/api/queries.ts';
import { connectionOf } from '../../src/api/key-id.ts';

function error(
  kind: DataViewsErrorKind,
  extra: { status?: number; retryAfterSeconds?: number } = {},
) {
  return new DataViewsError(kind, { view: 'h/v', ...extra });
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('shouldRetry', () => {
  it.each([
    error('Unauthorized', { status: 401 }),
    error('Forbidden', { status: 403 }),
    error('NotFound', { status: 404 }),
    error('BadRequest', { status: 400 }),
    error('BadRequest', { status: 422 }),
    error('MalformedResponse'),
    new Error('a bug'),
    new DOMException('aborted', 'AbortError'),
    'a string',
  ])('never retries %s', (e) => {
    expect(shouldRetry(0, e)).toBe(false);
  });

  it.each([
    error('NetworkError'),
    error('Timeout'),
    error('ServerError', { status: 500 }),
    error('ServerError', { status: 503 }),
    error('RateLimited', { status: 429, retryAfterSeconds: 5 }),
    error('RateLimited', { status: 429 }),
  ])('retries $kind up to three times', (e) => {
    expect([0, 1, 2, 3, 4].map((n) => shouldRetry(n, e))).toEqual([true, true, true, false, false]);
    expect(MAX_RETRIES).toBe(3);
  });

  it('leaves a long Retry-After to the person rather than hammering', () => {
    expect(shouldRetry(0, error('RateLimited', { status: 429, retryAfterSeconds: 3600 }))).toBe(
      false,
    );
  });
});

describe('retryDelay', () => {
  it('backs off exponentially from 500 ms, capped at 8 s', () => {
    const e = error('ServerError', { status: 500 });
    expect([0, 1, 2, 3, 4, 5, 10].map((n) => retryDelay(n, e))).toEqual([
      500, 1000, 2000, 4000, 8000, 8000, 8000,
    ]);
  });

  it('waits as long as Retry-After asks, capped at 60 s', () => {
    expect(retryDelay(0, error('RateLimited', { retryAfterSeconds: 7 }))).toBe(7000);
    expect(retryDelay(2, error('RateLimited', { retryAfterSeconds: 0 }))).toBe(0);
    expect(retryDelay(0, error('RateLimited', { retryAfterSeconds: 600 }))).toBe(60_000);
    expect(retryDelay(1, error('ServerError', { status: 503, retryAfterSeconds: 3 }))).toBe(3000);
  });

  it('backs off normally when a 429 has no Retry-After', () => {
    expect(retryDelay(1, error('RateLimited'))).toBe(1000);
  });
});

describe('createQueryClient', () => {
  it('sets the retry policy and no refetch on focus', () => {
    const queries = createQueryClient().getDefaultOptions().queries;
    expect(queries?.retry).toBe(shouldRetry);
    expect(queries?.retryDelay).toBe(retryDelay);
    expect(queries?.refetchOnWindowFocus).toBe(false);
  });

  it('lets a test override a default and keeps the rest', () => {
    const queries = createQueryClient({
      defaultOptions: { queries: { retry: false } },
    }).getDefaultOptions().queries;
    expect(queries?.retry).toBe(false);
    expect(queries?.refetchOnWindowFocus).toBe(false);
  });

  function countingFetch(status: number) {
    const mock = vi.fn(() => Promise.resolve(new Response('{}', { status })));
    vi.stubGlobal('fetch', mock);
    return mock;
  }
  const conn = connectionOf('https://api.test', 'k_123456789', 'id-123');

  it('asks once for a 4xx', async () => {
    const mock = countingFetch(404);
    await expect(
      createQueryClient().fetchQuery(viewQueryOptions(conn, 'h', 'v')),
    ).rejects.toMatchObject({
      kind: 'NotFound',
    });
    expect(mock).toHaveBeenCalledTimes(1);
  });

  it('asks four times in all for a persistent 5xx, backing off between', async () => {
    vi.useFakeTimers();
    const mock = countingFetch(503);
    const outcome = createQueryClient()
      .fetchQuery(viewQueryOptions(conn, 'h', 'v'))
      .catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(499);
    expect(mock).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(500 + 1000 + 2000);
    expect(await outcome).toMatchObject({ kind: 'ServerError', status: 503 });
    expect(mock).toHaveBeenCalledTimes(4);
  });
});
