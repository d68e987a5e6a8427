// @vitest-environment node
// Query keys and queryOptions factories: one key per view and params, cache times, signal.
import { afterEach, describe, expect, expectTypeOf, it, vi } from 'vitest';
import { QueryClient, hashKey } from '@tanstack/react-query';
import { catalog, hubNames } from '../../src/api/catalog.ts';
import type { HubDef } from '../../src/api/catalog.ts';
import type { ViewResult } from '../../src/api/client.ts';
import {
  availableDatesQuery,
  availableLeaguesQuery,
  cacheTimes,
  fightersByDateQuery,
  fightersLatestQuery,
  leaguePlayersQuery,
  missingParams,
  playerHistoryQuery,
  isViewQueryKey,
  viewQueryKey,
  viewQueryOptions,
} from '../../src/api/queries.ts';
import { connectionOf } from '../../src/api/key-id.ts';

const KEY = 'sk_test_7d1e0c9b8a';
const conn = connectionOf('https://api.test', KEY, 'id-of-key');
const other = connectionOf('https://api.test', 'sk_test_another', 'id-of-another');

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('viewQueryKey', () => {
  it("is data-views, the key's id, hub, view and the normalised params", () => {
    expect(
      viewQueryKey(conn, 'fighter_ratings', 'fighters_historical_view', {
        weight_class: 'HW',
        date: '2024-01-01',
        empty: '',
        gone: undefined,
        none: null,
      }),
    ).toEqual([
      'data-views',
      'id-of-key',
      'fighter_ratings',
      'fighters_historical_view',
      { date: '2024-01-01', weight_class: 'HW' },
    ]);
  });

  it('is the same for reordered params and for a number or its text: one request, one entry', async () => {
    // Fresh for ever: a second fetch of the same key is served from the cache, not requested.
    const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
    const queryFn = vi.fn(async () => 'rows');
    for (const params of [
      { b: '2', a: 1 },
      { a: '1', b: 2, c: '' },
    ]) {
      await client.fetchQuery({ queryKey: viewQueryKey(conn, 'h', 'v', params), queryFn });
    }
    await client.fetchQuery({ queryKey: viewQueryKey(conn, 'h', 'w'), queryFn });
    await client.fetchQuery({ queryKey: viewQueryKey(conn, 'h', 'w', {}), queryFn });
    expect(queryFn).toHaveBeenCalledTimes(2);
    expect(client.getQueryCache().findAll()).toHaveLength(2);
  });

  it('differs by hub, view and param value: a request and a cache entry each', async () => {
    // Fresh for ever: a second fetch of the same key is served from the cache, not requested.
    const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
    const queryFn = vi.fn(async () => 'rows');
    const keys = [
      viewQueryKey(conn, 'h', 'v', { a: '1' }),
      viewQueryKey(conn, 'h', 'w', { a: '1' }),
      viewQueryKey(conn, 'g', 'v', { a: '1' }),
      viewQueryKey(conn, 'h', 'v', { a: '2' }),
    ];
    for (const queryKey of keys) await client.fetchQuery({ queryKey, queryFn });
    expect(queryFn).toHaveBeenCalledTimes(4);
    expect(client.getQueryCache().findAll()).toHaveLength(4);
  });

  it('differs by key, so no response cached for one key is found for another', () => {
    expect(hashKey(viewQueryKey(conn, 'h', 'v'))).not.toBe(hashKey(viewQueryKey(other, 'h', 'v')));
    expect(hashKey(fightersLatestQuery(conn).queryKey)).not.toBe(
      hashKey(fightersLatestQuery(other).queryKey),
    );
  });

  it('never holds the API key, and every factory uses it', () => {
    const all = [
      [availableDatesQuery(conn), viewQueryKey(conn, 'fighter_ratings', 'available_dates')],
      [fightersLatestQuery(conn), viewQueryKey(conn, 'fighter_ratings', 'fighters_view')],
      [
        fightersByDateQuery(conn, { date: '2024-01-01', weight_class: 'LW' }),
        viewQueryKey(conn, 'fighter_ratings', 'fighters_historical_view', {
          weight_class: 'LW',
          date: '2024-01-01',
        }),
      ],
      [
        availableLeaguesQuery(conn),
        viewQueryKey(conn, 'football_player_ratings', 'available_leagues'),
      ],
      [
        leaguePlayersQuery(conn, { app_id: 'eng' }),
        viewQueryKey(conn, 'football_player_ratings', 'league_players', { app_id: 'eng' }),
      ],
      [
        playerHistoryQuery(conn, { player_id: 7 }),
        viewQueryKey(conn, 'football_player_ratings', 'player_ratings_history', { player_id: '7' }),
      ],
    ] as const;
    for (const [options, key] of all) {
      expect(options.queryKey).toEqual(key);
      expect(JSON.stringify(options.queryKey)).not.toContain(KEY);
    }
  });
});

describe('cache times', () => {
  it('keep the lists of dates, leagues and league players an hour, every other view five minutes', () => {
    // Written out, not read from the catalog: a view moved to the wrong freshness must fail here.
    const HOUR = 60 * 60_000;
    const expected: Record<string, number> = {
      'fighter_ratings/available_dates': HOUR,
      'fighter_ratings/fighters_historical_view': 5 * 60_000,
      'fighter_ratings/fighters_view': 5 * 60_000,
      'football_player_ratings/available_leagues': HOUR,
      'football_player_ratings/league_players': HOUR,
      'football_player_ratings/player_ratings_history': 5 * 60_000,
    };
    const seen: Record<string, number | undefined> = {};
    for (const hub of hubNames) {
      for (const def of Object.values((catalog as Record<string, HubDef>)[hub]?.views ?? {})) {
        const staleTime = viewQueryOptions(conn, hub, def.name).staleTime;
        seen[`${hub}/${def.name}`] = typeof staleTime === 'number' ? staleTime : undefined;
      }
    }
    expect(seen).toEqual(expected);
  });

  it('are long for reference lists and short for data', () => {
    expect(availableDatesQuery(conn).staleTime).toBeGreaterThanOrEqual(60 * 60_000);
    expect(availableLeaguesQuery(conn).staleTime).toBeGreaterThanOrEqual(60 * 60_000);
    expect(fightersLatestQuery(conn).staleTime).toBe(5 * 60_000);
    expect(viewQueryOptions(conn, 'unknown', 'view').staleTime).toBe(5 * 60_000);
    expect(cacheTimes.reference.gcTime).toBeGreaterThan(cacheTimes.reference.staleTime);
    expect(cacheTimes.data.gcTime).toBeGreaterThan(cacheTimes.data.staleTime);
  });
});

describe('required params', () => {
  it('disables a known view until its required params are given', () => {
    expect(
      missingParams('fighter_ratings', 'fighters_historical_view', { weight_class: 'HW' }),
    ).toEqual(['date']);
    expect(fightersByDateQuery(conn, { date: '' }).enabled).toBe(false);
    expect(fightersByDateQuery(conn, { date: '2024-01-01' }).enabled).toBe(true);
    expect(leaguePlayersQuery(conn, { app_id: ' ' }).enabled).toBe(false);
    expect(viewQueryOptions(conn, 'unknown', 'view').enabled).toBe(true);
  });
});

describe('queryFn', () => {
  it('fetches through react-query’s signal, so cancelling aborts the request', async () => {
    let seen: AbortSignal | undefined;
    vi.stubGlobal(
      'fetch',
      vi.fn((_url: string, init: RequestInit) => {
        seen = init.signal ?? undefined;
        return new Promise<Response>((_resolve, reject) => {
          init.signal?.addEventListener('abort', () => reject(init.signal?.reason));
        });
      }),
    );
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const options = availableDatesQuery(conn);
    const pending = client.fetchQuery(options).catch((e: unknown) => e);
    await vi.waitFor(() => expect(seen).toBeDefined(), { timeout: 30_000 });
    await client.cancelQueries({ queryKey: options.queryKey });
    expect(seen?.aborted).toBe(true);
    await pending;
    // Cancelled, not failed: no error is recorded for the query.
    expect(client.getQueryState(options.queryKey)?.status).not.toBe('error');
  });

  it('resolves to typed rows stored under the factory’s key', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() =>
        Promise.resolve(
          new Response(
            JSON.stringify([{ player_id: '9', peak: 'true', date: '2024-05-01T10:00:00Z' }]),
            {
              headers: { 'Content-Type': 'application/json' },
            },
          ),
        ),
      ),
    );
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const options = playerHistoryQuery(conn, { player_id: 9 });
    const result = await client.fetchQuery(options);
    expect(result.rows[0]).toMatchObject({ player_id: 9, peak: true, date: '2024-05-01' });
    expect(client.getQueryData(options.queryKey)).toBe(result);

    const row = result.rows[0];
    expectTypeOf(row?.peak).toEqualTypeOf<number | boolean | null | undefined>();
    expectTypeOf(result.rows[0]?.player_id).toEqualTypeOf<number | null | undefined>();
    expectTypeOf(
      client.getQueryData(availableDatesQuery(conn).queryKey)?.rows[0]?.update_date,
    ).toEqualTypeOf<string | null | undefined>();
    expectTypeOf(result).toExtend<ViewResult>();
  });
});

describe('isViewQueryKey', () => {
  it('knows a view’s key whatever its params, and nothing else', () => {
    const key = viewQueryKey(conn, 'football_player_ratings', 'league_players', {
      app_id: 'eng-1',
    });
    expect(isViewQueryKey(key, 'football_player_ratings', 'league_players')).toBe(true);
    expect(isViewQueryKey(key, 'football_player_ratings', 'available_leagues')).toBe(false);
    expect(isViewQueryKey(['demo-api-info'], 'football_player_ratings', 'league_players')).toBe(
      false,
    );
  });
});
