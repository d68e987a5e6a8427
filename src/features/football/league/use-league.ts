// A league's screen data: its players (and the league list for names), the season and way of
// listing from the URL, the rows they give, and the search over them.
import { useCallback, useDeferredValue, useMemo } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { availableLeaguesQuery, leaguePlayersQuery } from '../../../api/queries.ts';
import type { SortEntry } from '../../../lib/sort.ts';
import { formatNumber } from '../../../lib/format.ts';
import { fold } from '../../../lib/text.ts';
import { useConnection } from '../../../session/session-context.tsx';
import { ALL_SEASONS } from '../football-paths.ts';
import type { LeagueSearch, SetLeagueSearch } from '../football-search.ts';
import {
  DEFAULT_PLAYER_SORT,
  FIGURE_IDS,
  LEADERBOARD_SORT,
  leagueColumns,
  type LeagueTableRow,
} from './league-columns.tsx';
import { useLeaderboard } from './use-leaderboard.ts';
import { ofPositions, positionFacet, withinAge, withPercentile } from './league-scouting.ts';
import {
  distinctPlayers,
  leagueTitle,
  overallRows,
  rankByRating,
  rowsOfSeason,
  searchPlayers,
  seasonsOf,
  withTenure,
  type LeaguePlayerRow,
  type PlayerOverallRow,
} from './league-players.ts';

export type { LeagueTableRow };

/** Up to this many players, the leaderboard's histories are requested without a click. */
export const AUTO_RATINGS_MAX_PLAYERS = 400;

const NO_POSITIONS: readonly string[] = [];

function plural(n: number, one: string, many: string): string {
  return `${formatNumber(n, { maximumFractionDigits: 0 })} ${n === 1 ? one : many}`;
}

/** The table's columns for this way of listing, and the URL's sort cut to the columns there are. */
function useLeagueSorting(
  search: LeagueSearch,
  appId: string,
  { ratings, settling, season }: { ratings: boolean; settling: boolean; season: string | null },
) {
  const { view } = search;
  const wantedSort = search.sort ?? (ratings ? LEADERBOARD_SORT : DEFAULT_PLAYER_SORT);
  const sortedId = wantedSort[0]?.id ?? null;
  const oneSeason = season !== null;
  // With a filter set, "#" is headed as what it is: the league's rank, not a count of the rows.
  const narrowed =
    search.q.trim() !== '' ||
    (search.min_apps ?? 0) > 0 ||
    search.max_age !== null ||
    search.pos.length > 0;
  const columns = useMemo(
    () => leagueColumns({ view, league: appId, ratings, settling, oneSeason, sortedId, narrowed }),
    [view, appId, ratings, settling, oneSeason, sortedId, narrowed],
  );
  // A sort on a column this way of listing lacks (from an old link) is left out.
  const sorting: SortEntry[] = useMemo(() => {
    const ids = new Set(columns.map((c) => c.id));
    return wantedSort.filter((s) => ids.has(s.id));
  }, [wantedSort, columns]);
  // While histories arrive the rows are not in the order of a figure (or the rank) yet: the
  // header shows no arrow on it until they are, rather than one the rows contradict.
  const tableSorting: SortEntry[] = useMemo(
    () => (settling ? sorting.filter((s) => !FIGURE_IDS.has(s.id)) : sorting),
    [settling, sorting],
  );
  return { columns, sorting, tableSorting };
}

interface RankInput {
  ratings: boolean;
  settling: boolean;
  season: string | null;
}

function waitingFilters(search: LeagueSearch): readonly string[] {
  return [
    search.min_apps !== null && search.min_apps > 0 ? 'appearances' : null,
    search.max_age !== null ? 'age' : null,
    search.pos.length > 0 ? 'position' : null,
  ].filter((name) => name !== null);
}

/** Every history is in and not one has an appearance in the season: each figure would be a dash. */
function hasNoFigures({ batch, rows }: ReturnType<typeof useLeaderboard>): boolean {
  return (
    batch.status === 'done' &&
    batch.failed === 0 &&
    rows.length > 0 &&
    rows.every((row) => typeof row.latest_rating !== 'number')
  );
}

/**
 * The rows shown. With ratings: every row ranked in the league, each with its percentile in its
 * position; then those with enough appearances and young enough, then the name search; the
 * position facet counts what that leaves, and its choice narrows it (ranks and percentiles stay
 * the league's).
 */
function useShownRows(
  rows: readonly LeagueTableRow[],
  query: string,
  search: LeagueSearch,
  { ratings, settling, season }: RankInput,
) {
  const { view } = search;
  // The filters on figures (appearances, age, position) and the ranks wait for every history:
  // applied while they arrive, rows would come and go, and ranks change, under the reader's eyes.
  // The status line says they wait (LeaderboardStatus).
  const settled = ratings && !settling;
  const minApps = settled ? search.min_apps : null;
  const maxAge = settled ? search.max_age : null;
  const positions = settled ? search.pos : NO_POSITIONS;
  const ranked = useMemo((): readonly LeagueTableRow[] => {
    if (!ratings || settling) return rows;
    // Ranks and percentiles are per season when rows of several seasons are listed, and always
    // the league's: made over every player listed before any filter, so #10 is the league's #10
    // whatever the filters leave (the header and the status line say so).
    const groupOf = (row: LeagueTableRow) =>
      view === 'per-season' && season === null ? String(row.season ?? '') : '';
    const league = withPercentile(rankByRating(rows, groupOf), groupOf);
    const enough =
      minApps === null || minApps <= 0
        ? league
        : league.filter((row) => (row.appearances ?? 0) >= minApps);
    return withinAge(enough, maxAge);
  }, [rows, ratings, settling, minApps, maxAge, view, season]);
  const searched = useMemo(
    (): readonly LeagueTableRow[] => searchPlayers(ranked, fold(query)),
    [ranked, query],
  );
  const positionOptions = useMemo(() => positionFacet(searched, positions), [searched, positions]);
  const shownRows = useMemo(() => ofPositions(searched, positions), [searched, positions]);
  // The filters set that wait for the histories, named for the status line.
  const waiting = ratings && settling ? waitingFilters(search) : NO_POSITIONS;
  return { shownRows, positionOptions, applied: { minApps, maxAge, positions }, waiting };
}

interface CountInput {
  view: LeagueSearch['view'];
  season: string | null;
  /** The search text, trimmed. */
  searching: string;
  minApps: number | null;
  maxAge: number | null;
  positions: readonly string[];
  /** Rows before the search and the minimum. */
  total: number;
}

/** The count line's words: "120 players in 2024", or "3 of 120 players in 2024 match “ann”". */
function leagueCount({ view, season, searching, minApps, maxAge, positions, total }: CountInput) {
  const noun: [string, string] =
    view === 'per-season' && season === null
      ? ['player-season row', 'player-season rows']
      : ['player', 'players'];
  const scope = season === null ? 'in all seasons' : `in ${season}`;
  const conditions = [
    searching !== '' ? `match “${searching}”` : null,
    minApps !== null && minApps > 0
      ? `have ${plural(minApps, 'appearance', 'appearances')} or more`
      : null,
    maxAge !== null ? `are under ${formatNumber(maxAge, { maximumFractionDigits: 0 })}` : null,
    positions.length > 0 ? `play ${positions.join(' or ')}` : null,
  ].filter(Boolean);
  const filtered = conditions.length > 0;
  const countLabel = (n: number) =>
    !filtered
      ? `${plural(n, ...noun)} ${scope}`
      : `${formatNumber(n, { maximumFractionDigits: 0 })} of ${plural(total, ...noun)} ${scope} ${conditions.join(' and ')}`;
  return { scope, filtered, countLabel };
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

  const allRows = players.data?.rows;
  const seasons = useMemo(() => seasonsOf(allRows ?? []), [allRows]);
  // No parameter: the newest season, so a shared link to "the league" follows the league over time.
  const season: string | null =
    search.season === ALL_SEASONS ? null : (search.season ?? seasons[0] ?? null);
  const { view } = search;
  const deferredQuery = useDeferredValue(search.q);

  const baseRows = useMemo((): readonly LeagueTableRow[] => {
    const rows = allRows ?? [];
    if (view === 'overall') return overallRows(rows, season);
    // Without a history, how long each player has been in the league is what the list can tell.
    return withTenure(rowsOfSeason(rows, season), rows);
  }, [allRows, view, season]);
  const playerCount = useMemo(() => distinctPlayers(baseRows), [baseRows]);
  // Few enough players to request every history at once, or a URL whose filters need them (age,
  // position, appearances): the leaderboard needs no click.
  const autoRatings = playerCount <= AUTO_RATINGS_MAX_PLAYERS || waitingFilters(search).length > 0;
  const ratings = search.ratings ?? autoRatings;
  // A row's figures cover its own season when listed per season, else the season chosen (or all).
  const seasonOfRow = useCallback(
    (row: LeaguePlayerRow | PlayerOverallRow) =>
      view === 'per-season' ? (typeof row.season === 'string' ? row.season : null) : season,
    [view, season],
  );
  const leaderboard = useLeaderboard(baseRows, seasonOfRow, ratings);
  const { settling } = leaderboard;

  const { columns, sorting, tableSorting } = useLeagueSorting(search, appId, {
    ratings,
    settling,
    season,
  });

  const { shownRows, positionOptions, applied, waiting } = useShownRows(
    leaderboard.rows,
    deferredQuery,
    search,
    { ratings, settling, season },
  );
  const searching = deferredQuery.trim();
  const { batch } = leaderboard;
  const counted = { view, season, searching, ...applied, total: baseRows.length };
  const { scope, filtered, countLabel } = leagueCount(counted);

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
    filtered,
    leaderboard: batch,
    /** Every history is in, and none has an appearance dated in the season (or at all). */
    noFigures: ratings && !settling && hasNoFigures(leaderboard),
    /** Histories are arriving: rows keep their order until all are in. */
    settling,
    /** Whether the figures are shown, by the URL or by default. */
    ratings,
    /** Whether a league this size shows them without being asked. */
    autoRatings,
    playerCount,
    isSearchPending: search.q !== deferredQuery,
    columns,
    /** The sort as the URL has it. */
    sorting,
    /** The sort the table shows: none on a figure while histories arrive. */
    tableSorting,
    shownRows,
    /** The position facet's options and counts (rows left by the other filters). */
    positionOptions,
    /** The filters set that apply once every history is in ("age", "position"). */
    waitingFilters: waiting,
    countLabel,
  };
}

export type LeagueData = ReturnType<typeof useLeague>;

/** What a league screen's toolbar and table both read and change. */
export interface LeagueScreenProps {
  appId: string;
  search: LeagueSearch;
  setSearch: SetLeagueSearch;
  /** The search's text: shown at once, written to the URL once typing pauses. */
  setQuery: (text: string) => void;
  data: LeagueData;
}
