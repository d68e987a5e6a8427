// The watched players' rows from each one's ratings history (the player page's query, through the
// cache, at most 4 at a time): latest rating, its date and team, and what is new since the latest
// appearance this browser last showed.
import { useMemo } from 'react';
import { playerHistoryQuery } from '../../api/queries.ts';
import type { Connection, ViewResult } from '../../api/client.ts';
import type { RowOf } from '../../api/catalog.ts';
import { useLimitedQueries, type LimitedQueries } from '../../api/use-limited-queries.ts';
import type { WatchedPlayer } from '../../lib/watchlist.ts';
import { numberOf } from './fighter-figures.ts';
import { WATCHLIST_CONCURRENCY } from './use-watched-fighters.ts';

type HistoryRow = RowOf<'football_player_ratings', 'player_ratings_history'>;

/** How many of the latest ratings a player's sparkline draws. */
export const PLAYER_SPARK_RATINGS = 10;

/** A history's rated appearances, oldest first: what every figure here is read from. */
export interface RatedHistory {
  readonly dates: readonly string[];
  readonly ratings: readonly number[];
  readonly teams: readonly (string | null)[];
  readonly name: string | null;
}

// Module-level, so the query keeps it until its response changes.
function rated(result: ViewResult<HistoryRow>): RatedHistory {
  const points = result.rows
    .map((row) => ({ row, rating: numberOf(row.rating) }))
    .filter(
      (p): p is { row: HistoryRow; rating: number } =>
        p.rating !== null &&
        typeof p.row.date === 'string' &&
        /^\d{4}-\d{2}-\d{2}$/.test(p.row.date),
    )
    .sort((a, b) =>
      (a.row.date as string) < (b.row.date as string) ? -1 : a.row.date === b.row.date ? 0 : 1,
    );
  const named = result.rows.find((row) => typeof row.player_name === 'string');
  return {
    dates: points.map((p) => p.row.date as string),
    ratings: points.map((p) => p.rating),
    teams: points.map((p) => (typeof p.row.team_name === 'string' ? p.row.team_name : null)),
    name: typeof named?.player_name === 'string' ? named.player_name : null,
  };
}

export interface WatchedPlayerRow {
  readonly [column: string]: string | number | boolean | null;
  readonly key: string;
  readonly id: string;
  readonly name: string;
  readonly team: string | null;
  readonly rating: number | null;
  readonly date: string | null;
  /** Appearances after the one last shown; null before the first visit or while loading. */
  readonly since: number | null;
  readonly rating_change: number | null;
  readonly is_new: boolean;
  readonly state: 'loading' | 'error' | 'done';
}

function playerRow(player: WatchedPlayer, history: RatedHistory | undefined, failed: boolean) {
  const last = history ? history.ratings.length - 1 : -1;
  const seen = player.seen;
  let since: number | null = null;
  let change: number | null = null;
  if (history && seen !== undefined) {
    const before = history.dates.findLastIndex((d) => d <= seen);
    since = last - before;
    const then = history.ratings[before];
    const now = history.ratings[last];
    change = then !== undefined && now !== undefined ? Math.round((now - then) * 100) / 100 : null;
  }
  const row: WatchedPlayerRow = {
    key: player.id,
    id: player.id,
    name: history?.name ?? player.name,
    team: history?.teams[last] ?? null,
    rating: history?.ratings[last] ?? null,
    date: history?.dates[last] ?? null,
    since,
    rating_change: since === 0 ? null : change,
    is_new: since !== null && since > 0,
    state: history ? 'done' : failed ? 'error' : 'loading',
  };
  return row;
}

export interface WatchedPlayers {
  readonly rows: readonly WatchedPlayerRow[];
  readonly sparks: ReadonlyMap<string, readonly number[]>;
  /** Each loaded player's latest appearance date, by ID: what this visit has shown. */
  readonly latestSeen: ReadonlyMap<string, string>;
  readonly progress: Omit<LimitedQueries<RatedHistory>, 'data'>;
}

export function useWatchedPlayers(
  conn: Connection,
  players: readonly WatchedPlayer[],
): WatchedPlayers {
  const queries = useMemo(
    () => players.map((p) => ({ ...playerHistoryQuery(conn, { player_id: p.id }), select: rated })),
    [conn, players],
  );
  const { data, ...progress } = useLimitedQueries(queries, WATCHLIST_CONCURRENCY);
  const settled = progress.status !== 'loading';
  const figures = useMemo(() => {
    const sparks = new Map<string, readonly number[]>();
    const latestSeen = new Map<string, string>();
    const rows = players.map((player, i) => {
      const history = data[i];
      if (history) {
        sparks.set(player.id, history.ratings.slice(-PLAYER_SPARK_RATINGS));
        const latest = history.dates.at(-1);
        if (latest) latestSeen.set(player.id, latest);
      }
      return playerRow(player, history, settled && !history);
    });
    return { rows, sparks, latestSeen };
  }, [players, data, settled]);
  return { ...figures, progress };
}
