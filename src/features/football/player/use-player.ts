// A player's screen data: their history (and the compared players'), in date order through the
// query's `select`, and what the screen derives from it for the URL's range.
import { useMemo } from 'react';
import { useQueries, useQuery, useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import { availableLeaguesQuery, playerHistoryQuery } from '../../../api/queries.ts';
import type { Connection, ViewResult } from '../../../api/client.ts';
import { isDataViewsError } from '../../../api/errors.ts';
import type { SortEntry } from '../../../lib/sort.ts';
import { useConnection } from '../../../session/session-context.tsx';
import { seriesColour, type ChartSeries } from '../chart/chart-data.ts';
import type { ComparedPlayer } from '../compare/compare-panel.tsx';
import {
  addCompared,
  decodeCompared,
  encodeCompared,
  type ComparedEntry,
  type PlayerId,
} from '../football-paths.ts';
import { parseRange } from './history-range.ts';
import type { PlayerSearch } from '../football-search.ts';
import { appearanceColumns, seasonColumns } from './history-columns.ts';
import { schemeOfHistory, seasonsOfHistory } from './seasons.ts';
import {
  byDate,
  displayName,
  identityOf,
  inWindow,
  isPlottable,
  peakKindOf,
  rangeWindow,
  summarise,
  teamSpells,
  type HistoryRow,
} from './player-history.ts';

type HistoryResult = ViewResult<HistoryRow>;

/** A history with its rows in date order, derived once per response by the query's `select`. */
export interface DatedHistory {
  readonly result: HistoryResult;
  readonly rows: readonly HistoryRow[];
}

// Module-level, so react-query keeps the derived value until the response itself changes.
function withDateOrder(result: HistoryResult): DatedHistory {
  return { result, rows: byDate(result.rows) };
}

function datedHistoryQuery(conn: Connection, playerId: PlayerId) {
  return { ...playerHistoryQuery(conn, { player_id: playerId }), select: withDateOrder };
}

interface ComparedHistory {
  readonly data: DatedHistory | undefined;
  readonly isPending: boolean;
  readonly error: unknown;
  readonly refetch: () => unknown;
}

// Stable, so useQueries hands back the same array until one of the compared queries changes.
function combineHistories(results: readonly UseQueryResult<DatedHistory>[]): ComparedHistory[] {
  return results.map((r) => ({
    data: r.data,
    isPending: r.isPending,
    error: r.error,
    refetch: r.refetch,
  }));
}

function comparedPlayer({ id, slot }: ComparedEntry, query: ComparedHistory | undefined) {
  // The slot given when the player was added: their colour wherever they appear, whoever is removed.
  const colour = seriesColour(slot);
  if (!query || query.isPending) {
    return { playerId: id, name: `Player ${id}`, colour, status: 'loading' } as const;
  }
  if (!query.data) {
    return {
      playerId: id,
      name: `Player ${id}`,
      colour,
      status: 'error',
      error: query.error,
      retry: () => void query.refetch(),
    } as const;
  }
  const sorted = query.data.rows;
  return {
    playerId: id,
    name: displayName(identityOf(id, sorted)),
    colour,
    status: sorted.some(isPlottable) ? 'ready' : 'empty',
  } as const;
}

/**
 * Why a player cannot be added to the chart, from a history request (kept in the cache, so the
 * line that follows draws at once); null when they can. A player with nothing to draw uses no slot.
 */
async function refusalOf(
  client: ReturnType<typeof useQueryClient>,
  conn: Connection,
  id: PlayerId,
): Promise<string | null> {
  try {
    const result = await client.fetchQuery(playerHistoryQuery(conn, { player_id: id }));
    if (result.rows.length === 0) {
      return `Player ${id} has no rating history, so there is nothing to draw. Check the ID.`;
    }
    if (!result.rows.some(isPlottable)) {
      return `Player ${id} has no appearance with both a date and a rating, so there is nothing to draw.`;
    }
    return null;
  } catch (error) {
    if (isDataViewsError(error)) {
      return error.kind === 'NotFound' || error.kind === 'BadRequest'
        ? `The service does not know a player with the ID ${id}.`
        : `Player ${id} could not be checked: ${error.summary}`;
    }
    return `Player ${id} could not be checked: something went wrong.`;
  }
}

const NO_ROWS: readonly HistoryRow[] = [];
const OPEN = { from: null, to: null } as const;
const COLUMN_IDS = appearanceColumns.map((c) => c.id);
const SEASON_COLUMN_IDS = seasonColumns.map((c) => c.id);

/**
 * The players compared on the chart: their entries decoded from the URL, one history request each,
 * what the compare panel shows of them, and the URL's list with one added or removed.
 */
function useCompared(playerId: PlayerId, compare: PlayerSearch['compare']) {
  const conn = useConnection();
  const client = useQueryClient();
  const compareText = compare.join(',');
  const entries = useMemo(() => decodeCompared(compareText, playerId), [compareText, playerId]);
  const compareIds = useMemo(() => entries.map((e) => e.id), [entries]);
  const compared = useQueries({
    queries: compareIds.map((id) => datedHistoryQuery(conn, id)),
    combine: combineHistories,
  });
  const comparedPlayers = useMemo(
    (): ComparedPlayer[] => entries.map((entry, i) => comparedPlayer(entry, compared[i])),
    [entries, compared],
  );

  /** The compare list with `id` added, leaving out players who turned out to have nothing to draw. */
  const withAdded = (id: PlayerId): string[] =>
    encodeCompared(
      addCompared(
        entries.filter((_, i) => comparedPlayers[i]?.status !== 'empty'),
        id,
      ),
    );
  const without = (id: PlayerId): string[] => encodeCompared(entries.filter((e) => e.id !== id));
  const refusal = (id: PlayerId) => refusalOf(client, conn, id);
  return { compareIds, compared, comparedPlayers, withAdded, without, refusal };
}

export function usePlayer(playerId: PlayerId, search: PlayerSearch) {
  const conn = useConnection();
  const { league } = search;
  const range = useMemo(() => parseRange(search.range), [search.range]);
  const sorting: SortEntry[] = useMemo(
    () => search.sort.filter((s) => COLUMN_IDS.includes(s.id)),
    [search.sort],
  );
  const seasonSorting: SortEntry[] = useMemo(
    () => search.ssort.filter((s) => SEASON_COLUMN_IDS.includes(s.id)),
    [search.ssort],
  );

  const leagues = useQuery({ ...availableLeaguesQuery(conn), enabled: league !== null });
  const history = useQuery(datedHistoryQuery(conn, playerId));

  const rows = history.data?.rows ?? NO_ROWS;
  const identity = useMemo(() => identityOf(playerId, rows), [playerId, rows]);
  const name = displayName(identity);
  const spells = useMemo(() => teamSpells(rows), [rows]);
  const peakKind = useMemo(() => peakKindOf(rows), [rows]);
  const scheme = useMemo(() => schemeOfHistory(rows), [rows]);
  const seasons = useMemo(() => seasonsOfHistory(rows, scheme), [rows, scheme]);
  const bounds = useMemo(() => rangeWindow(rows, range, seasons), [rows, range, seasons]);
  // A season named in the link that says no years: everything is shown, and the screen says so.
  const unknownRange = bounds === null && range.kind === 'season' ? range.label : null;
  const dateWindow = bounds ?? OPEN;
  const shownRows = useMemo(() => inWindow(rows, dateWindow), [rows, dateWindow]);
  const summary = useMemo(() => summarise(shownRows, peakKind), [shownRows, peakKind]);
  const overall = useMemo(() => summarise(rows, peakKind), [rows, peakKind]);

  const { compareIds, compared, comparedPlayers, withAdded, without, refusal } = useCompared(
    playerId,
    search.compare,
  );

  const series = useMemo((): ChartSeries[] => {
    const others = comparedPlayers.flatMap((player, i): ChartSeries[] => {
      const data = compared[i]?.data;
      if (player.status !== 'ready' || !data) return [];
      const rowsShown = inWindow(data.rows, dateWindow);
      return [
        { playerId: player.playerId, name: player.name, colour: player.colour, rows: rowsShown },
      ];
    });
    return [{ playerId, name, colour: seriesColour(0), rows: shownRows }, ...others];
  }, [comparedPlayers, compared, dateWindow, playerId, name, shownRows]);

  return {
    conn,
    leagues,
    history,
    rows,
    identity,
    name,
    spells,
    peakKind,
    range,
    scheme,
    seasons,
    seasonSorting,
    unknownRange,
    dateWindow,
    shownRows,
    summary,
    overall,
    compareIds,
    comparedPlayers,
    withAdded,
    without,
    refusal,
    series,
    sorting,
  };
}

export type PlayerData = ReturnType<typeof usePlayer>;
