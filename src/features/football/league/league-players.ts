// A league's player rows: its seasons newest first, one row per player overall, and search over names.
import type { RowOf } from '../../../api/catalog.ts';
import { matchesQuery, lazyCompare } from '../../../lib/text.ts';
import type { SelectOption } from '../../../components/searchable-select.tsx';
import { playerIdOf, type PlayerId } from '../football-paths.ts';

export type LeaguePlayerRow = RowOf<'football_player_ratings', 'league_players'>;
export type LeagueRow = RowOf<'football_player_ratings', 'available_leagues'>;

/** One player over every season of a league: the seasons listed newest first and counted. */
export type PlayerOverallRow = LeaguePlayerRow & {
  readonly season_count: number;
};

// Numeric collation sorts "2024/2025" after "2023/2024" and "Season 10" after "Season 9".
const compareText = lazyCompare('en', { numeric: true });

function newestFirst(a: string, b: string): number {
  return compareText(b, a);
}

/** The distinct seasons in the rows, newest first; blank seasons are left out. */
export function seasonsOf(rows: readonly LeaguePlayerRow[]): string[] {
  const seen = new Set<string>();
  for (const row of rows) {
    if (typeof row.season === 'string' && row.season.trim() !== '') seen.add(row.season);
  }
  return [...seen].sort(newestFirst);
}

export function rowsOfSeason(
  rows: readonly LeaguePlayerRow[],
  season: string | null,
): readonly LeaguePlayerRow[] {
  return season === null ? rows : rows.filter((row) => row.season === season);
}

function playerKey(row: LeaguePlayerRow): string {
  // A row without an ID cannot be merged with others safely, so it stays on its own.
  return row.player_id === null
    ? `row:${row.player_name ?? ''}:${row.season ?? ''}`
    : `id:${row.player_id}`;
}

/**
 * One row per player: the newest season's name, the seasons joined newest first, and their count.
 * With `season`, only players who played in it are kept (still listing all their seasons).
 */
export function overallRows(
  rows: readonly LeaguePlayerRow[],
  season: string | null = null,
): PlayerOverallRow[] {
  const groups = new Map<string, LeaguePlayerRow[]>();
  for (const row of rows) {
    const key = playerKey(row);
    const group = groups.get(key);
    if (group) group.push(row);
    else groups.set(key, [row]);
  }
  const result: PlayerOverallRow[] = [];
  for (const group of groups.values()) {
    if (season !== null && !group.some((row) => row.season === season)) continue;
    const seasons = seasonsOf(group);
    const newest = group.find((row) => row.season === seasons[0]) ?? group[0];
    if (!newest) continue;
    result.push({
      ...newest,
      season: seasons.length > 0 ? seasons.join(', ') : null,
      season_count: seasons.length,
    });
  }
  return result;
}

/** How long a player has been in the league, from its list alone (no history needed). */
export interface LeagueTenure {
  /** How many seasons the league lists the player in. */
  readonly league_seasons: number;
  /** The first of them. */
  readonly first_season: string | null;
}

/** Each row with its player's tenure in the league, counted over all of the league's rows. */
export function withTenure<R extends LeaguePlayerRow>(
  rows: readonly R[],
  allRows: readonly LeaguePlayerRow[],
): (R & LeagueTenure)[] {
  const seasonsById = new Map<PlayerId, Set<string>>();
  for (const row of allRows) {
    const id = playerIdOf(row.player_id);
    if (id === null || typeof row.season !== 'string') continue;
    if (row.season.trim() === '') continue;
    let seasons = seasonsById.get(id);
    if (!seasons) seasonsById.set(id, (seasons = new Set()));
    seasons.add(row.season);
  }
  const tenure = new Map<PlayerId, LeagueTenure>();
  for (const [id, seasons] of seasonsById) {
    const sorted = [...seasons].sort(newestFirst);
    tenure.set(id, { league_seasons: sorted.length, first_season: sorted.at(-1) ?? null });
  }
  return rows.map((row) => {
    const id = playerIdOf(row.player_id);
    const found = id === null ? undefined : tenure.get(id);
    return { ...row, ...(found ?? { league_seasons: 0, first_season: null }) };
  });
}

/** Rows whose player name or ID contains every word of a query already passed through `fold`. */
export function searchPlayers<R extends LeaguePlayerRow>(
  rows: readonly R[],
  foldedQuery: string,
): readonly R[] {
  if (foldedQuery.trim() === '') return rows;
  return rows.filter((row) =>
    matchesQuery(`${row.player_name ?? ''} ${row.player_id ?? ''}`, foldedQuery),
  );
}

/** The league's title for an app_id, from the cached list; the app_id itself when unknown. */
export function leagueTitle(leagues: readonly LeagueRow[] | undefined, appId: string): string {
  const title = leagues?.find((l) => l.app_id === appId)?.app_title;
  return typeof title === 'string' && title.trim() !== '' ? title : appId;
}

/** Options grouped by country (countries and titles in alphabetical order), the ID as a detail. */
export function leagueOptions(leagues: readonly LeagueRow[]): SelectOption[] {
  const options: SelectOption[] = [];
  for (const league of leagues) {
    if (typeof league.app_id !== 'string' || league.app_id === '') continue;
    const title = league.app_title?.trim() || league.app_id;
    options.push({
      value: league.app_id,
      label: title,
      group: league.country?.trim() || 'Other',
      description: `${league.country?.trim() || 'Country not given'} · ID ${league.app_id}`,
    });
  }
  return options.sort(
    (a, b) => compareText(a.group ?? '', b.group ?? '') || compareText(a.label, b.label),
  );
}

/**
 * Each row with its rank by latest rating, best first, within its group (its season when rows of
 * several seasons are listed): ties share a rank ("1, 2, 2, 4"); a row without a rating has none.
 */
export function rankByRating<R extends { readonly latest_rating?: number | null }>(
  rows: readonly R[],
  groupOf: (row: R) => string,
): (R & { readonly rank: number | null })[] {
  const groups = new Map<string, number[]>();
  rows.forEach((row, i) => {
    if (typeof row.latest_rating !== 'number' || Number.isNaN(row.latest_rating)) return;
    const key = groupOf(row);
    const group = groups.get(key);
    if (group) group.push(i);
    else groups.set(key, [i]);
  });
  const ranks = new Array<number | null>(rows.length).fill(null);
  const rating = (i: number) => rows[i]?.latest_rating as number;
  for (const group of groups.values()) {
    group.sort((a, b) => rating(b) - rating(a));
    group.forEach((index, k) => {
      const before = group[k - 1];
      ranks[index] =
        before !== undefined && rating(before) === rating(index)
          ? (ranks[before] as number)
          : k + 1;
    });
  }
  return rows.map((row, i) => ({ ...row, rank: ranks[i] ?? null }));
}

/** How many different players the rows are about (a history is requested for each). */
export function distinctPlayers(rows: readonly LeaguePlayerRow[]): number {
  const seen = new Set<PlayerId>();
  for (const row of rows) {
    const id = playerIdOf(row.player_id);
    if (id !== null) seen.add(id);
  }
  return seen.size;
}
