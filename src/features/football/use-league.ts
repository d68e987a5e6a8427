// A league's screen data: its players (and the league list for names), the season and way of
// listing from the URL, the rows they give, and the search over them.
import { useDeferredValue, useMemo } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { availableLeaguesQuery, leaguePlayersQuery } from '../../api/queries.ts';
import type { SortEntry } from '../../lib/sort.ts';
import { formatNumber } from '../../lib/format.ts';
import { fold } from '../../lib/text.ts';
import { useConnection } from '../../session/session-context.tsx';
import { ALL_SEASONS } from './football-paths.ts';
import type { LeagueSearch } from './football-search.ts';
import { leagueColumns } from './league-columns.tsx';
import {
  leagueTitle,
  overallRows,
  rowsOfSeason,
  searchPlayers,
  seasonsOf,
  type LeaguePlayerRow,
  type PlayerOverallRow,
} from './league-players.ts';

export type LeagueTableRow = LeaguePlayerRow | PlayerOverallRow;

function plural(n: number, one: string, many: string): string {
  return `${formatNumber(n, { maximumFractionDigits: 0 })} ${n === 1 ? one : many}`;
}

export function useLeague(appId: string, search: LeagueSearch) {
  const conn = useConnection();
  const leagues = useQuery(availableLeaguesQuery(conn));
  const playersOptions = leaguePlayersQuery(conn, { app_id: appId });
  const players = useQuery({
    ...playersOptions,
    // Switching league keeps the last list on screen, dimmed, instead of flashing an empty table.
    placeholderData: keepPreviousData,
  });

  const leagueRows = leagues.data?.rows;
  const title = leagueTitle(leagueRows, appId);
  const country = leagueRows?.find((l) => l.app_id === appId)?.country ?? null;
  const titleOf = useMemo(() => (id: string) => leagueTitle(leagueRows, id), [leagueRows]);

  const allRows = players.data?.rows;
  const seasons = useMemo(() => seasonsOf(allRows ?? []), [allRows]);
  // No parameter: the newest season, so a shared link to "the league" follows the league over time.
  const season: string | null =
    search.season === ALL_SEASONS ? null : (search.season ?? seasons[0] ?? null);
  const { view } = search;
  const deferredQuery = useDeferredValue(search.q);

  const columns = useMemo(
    () => leagueColumns({ view, titleOf, league: appId }),
    [view, titleOf, appId],
  );
  // A sort on a column this way of listing lacks (from an old link) is left out.
  const sorting: SortEntry[] = useMemo(() => {
    const ids = new Set(columns.map((c) => c.id));
    return search.sort.filter((s) => ids.has(s.id));
  }, [search.sort, columns]);

  const baseRows = useMemo((): readonly LeagueTableRow[] => {
    const rows = allRows ?? [];
    return view === 'overall' ? overallRows(rows, season) : rowsOfSeason(rows, season);
  }, [allRows, view, season]);
  const shownRows = useMemo(
    () => searchPlayers(baseRows, fold(deferredQuery)),
    [baseRows, deferredQuery],
  );

  const noun: [string, string] =
    view === 'per-season' && season === null
      ? ['player-season row', 'player-season rows']
      : ['player', 'players'];
  const scope = season === null ? 'in all seasons' : `in ${season}`;
  const searching = deferredQuery.trim();
  const countLabel = (n: number) =>
    searching === ''
      ? `${plural(n, ...noun)} ${scope}`
      : `${formatNumber(n, { maximumFractionDigits: 0 })} of ${plural(baseRows.length, ...noun)} ${scope} match “${searching}”`;

  return {
    conn,
    playersKey: playersOptions.queryKey,
    players,
    title,
    country,
    allRows,
    /** Filters only make sense over a list: an error or an empty league shows the picker alone. */
    hasRows: (allRows?.length ?? 0) > 0,
    seasons,
    season,
    scope,
    searching,
    isSearchPending: search.q !== deferredQuery,
    columns,
    sorting,
    shownRows,
    countLabel,
  };
}

export type LeagueData = ReturnType<typeof useLeague>;
