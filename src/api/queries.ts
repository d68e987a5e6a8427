// One queryOptions factory per view, keyed by one builder, so hooks, loaders and cache agree; and
// startQuery, how a route's loader starts one.
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { findView } from './catalog.ts';
import type { HubName, ParamsOf, Row, RowOf, ViewDef, ViewName } from './catalog.ts';
import { fetchView, normaliseParams } from './client.ts';
import type { Connection, ViewParams, ViewResult } from './client.ts';

const MINUTE = 60_000;

/** Cache times by the catalog's freshness: reference lists (dates, leagues) change rarely. */
export const cacheTimes = {
  reference: { staleTime: 60 * MINUTE, gcTime: 24 * 60 * MINUTE },
  data: { staleTime: 5 * MINUTE, gcTime: 30 * MINUTE },
} as const satisfies Record<ViewDef['freshness'], { staleTime: number; gcTime: number }>;

/** The prefix of every Data Views query. */
export const dataViewsKey = ['data-views'] as const;

/**
 * The one query key builder: `['data-views', keyId, hub, view, params]` with params sorted, empties
 * dropped and values as the URL sends them. `keyId` is the connection's key id
 * (key-id.ts): a response cached for one key is never found under another. The key itself is never
 * part of it.
 */
export function viewQueryKey(
  conn: Pick<Connection, 'keyId'>,
  hub: string,
  view: string,
  params: ViewParams = {},
) {
  return [...dataViewsKey, conn.keyId, hub, view, normaliseParams(params)] as const;
}

/**
 * Where a view query's first rows wait while the rest of a large or paged response arrives (null
 * when there are none): set by its query function, read by a screen that can show them meanwhile.
 * Outside `dataViewsKey`, so nothing that walks the responses takes them for one.
 */
export function arrivingRowsKey(queryKey: readonly unknown[]) {
  return ['arriving-rows', ...queryKey] as const;
}

/** Whether a key built by `viewQueryKey` is for this hub and view, whatever its key and params. */
export function isViewQueryKey(queryKey: readonly unknown[], hub: string, view: string): boolean {
  return queryKey[0] === dataViewsKey[0] && queryKey[2] === hub && queryKey[3] === view;
}

/** The hub, view and params of a key built by `viewQueryKey`. */
export function viewOfQueryKey(queryKey: readonly unknown[]) {
  const [, , hub, view, params] = queryKey as ReturnType<typeof viewQueryKey>;
  return { hub, view, params };
}

/** Required params (by the catalog) that are missing or empty; none for unknown views. */
export function missingParams(hub: string, view: string, params: ViewParams = {}): string[] {
  const given = normaliseParams(params);
  return (findView(hub, view)?.params ?? [])
    .filter((p) => p.required && given[p.name] === undefined)
    .map((p) => p.name);
}

/**
 * Options for any hub/view (the Explorer's entry point). A known view with a required param
 * missing is disabled rather than sent to fail; spread `enabled: true` to send it anyway.
 */
export function viewQueryOptions<R extends Row = Row>(
  conn: Connection,
  hub: string,
  view: string,
  params: ViewParams = {},
) {
  const times = cacheTimes[findView(hub, view)?.freshness ?? 'data'];
  return queryOptions<ViewResult<R>>({
    queryKey: viewQueryKey(conn, hub, view, params),
    queryFn: ({ signal, client, queryKey }) => {
      // Each try starts with no first rows: a retry never shows the rows of the one before.
      const arriving = arrivingRowsKey(queryKey);
      const clear = () => {
        if (client.getQueryData(arriving)) client.setQueryData(arriving, null);
      };
      clear();
      const onFirstRows = (rows: Row[]) => client.setQueryData(arriving, rows);
      return fetchView<R>(conn, hub, view, params, { signal, onFirstRows }).finally(clear);
    },
    enabled: missingParams(hub, view, params).length === 0,
    ...times,
  });
}

/** Options for a view the catalog lists, with its params and rows typed from the catalog. */
function knownViewQueryOptions<H extends HubName, V extends ViewName<H>>(
  conn: Connection,
  hub: H,
  view: V,
  params: ParamsOf<H, V>,
) {
  return viewQueryOptions<RowOf<H, V>>(conn, hub, view, params as ViewParams);
}

export function availableDatesQuery(conn: Connection) {
  return knownViewQueryOptions(conn, 'fighter_ratings', 'available_dates', {});
}

export function fightersLatestQuery(conn: Connection) {
  return knownViewQueryOptions(conn, 'fighter_ratings', 'fighters_view', {});
}

export function fightersByDateQuery(
  conn: Connection,
  params: ParamsOf<'fighter_ratings', 'fighters_historical_view'>,
) {
  return knownViewQueryOptions(conn, 'fighter_ratings', 'fighters_historical_view', params);
}

export function availableLeaguesQuery(conn: Connection) {
  return knownViewQueryOptions(conn, 'football_player_ratings', 'available_leagues', {});
}

export function leaguePlayersQuery(
  conn: Connection,
  params: ParamsOf<'football_player_ratings', 'league_players'>,
) {
  return knownViewQueryOptions(conn, 'football_player_ratings', 'league_players', params);
}

export function playerHistoryQuery(
  conn: Connection,
  params: ParamsOf<'football_player_ratings', 'player_ratings_history'>,
) {
  return knownViewQueryOptions(conn, 'football_player_ratings', 'player_ratings_history', params);
}

/**
 * Starts `options`' request unless the cache already has the query, and returns at once: the screen
 * shows its own loading and error states (and the first page while the rest arrives), so a
 * navigation never waits for data. A query that failed is not asked again by a loader that runs
 * again on a later navigation: the screen's Retry asks again. A disabled query (a required
 * parameter missing) is not sent, as the screen would not send it either.
 */
export function startQuery<R extends Row>(
  client: QueryClient,
  options: ReturnType<typeof viewQueryOptions<R>>,
): void {
  if (options.enabled === false || client.getQueryState(options.queryKey) !== undefined) return;
  client.ensureQueryData(options).catch(() => undefined);
}
