// The Football screens' URL state: one typed schema per screen, defaults kept out of the URL.
import {
  parseAsArrayOf,
  parseAsBoolean,
  parseAsInteger,
  parseAsString,
  parseAsStringLiteral,
  createSerializer,
  useQueryStates,
  type inferParserType,
} from 'nuqs';
import { parseAsSort } from '../../lib/url-parsers.ts';
import { PLAYER_VIEWS } from './football-paths.ts';
import { DEFAULT_HISTORY_SORT, DEFAULT_SEASON_SORT } from './player/history-columns.ts';

export const leagueSearch = {
  /** No parameter: the newest season (a link follows the league over time); `all`: every season. */
  season: parseAsString,
  view: parseAsStringLiteral(PLAYER_VIEWS).withDefault('per-season'),
  /** Typing replaces the entry: Back leaves the screen rather than undoing letters. */
  q: parseAsString.withDefault('').withOptions({ history: 'replace' }),
  /** No parameter: the screen's default, best first with ratings, by name without (`leagueSort`). */
  sort: parseAsSort,
  /**
   * The leaderboard: each player's figures from their rating history. No parameter: shown when the
   * league lists few enough players to request every history at once (`autoRatings`), else requested.
   */
  ratings: parseAsBoolean,
  /** With ratings: only players with at least this many appearances in the figures' season. */
  min_apps: parseAsInteger,
  /**
   * With ratings: only players under this age on the day of the row's last appearance (`21`: U21,
   * 20 or younger). Named `max_age` in links made before the rule was said (it is the limit).
   */
  max_age: parseAsInteger,
  /** With ratings: only players of these positions, by code (`MF`, `DF,FW`). */
  pos: parseAsArrayOf(parseAsString).withDefault([]),
};

export type LeagueSearch = inferParserType<typeof leagueSearch>;

/** The league screen's URL state, and its setter (push by default, replace where the field says). */
export function useLeagueSearch() {
  return useQueryStates(leagueSearch, { history: 'push' });
}

export type SetLeagueSearch = ReturnType<typeof useLeagueSearch>[1];

/** Writes the league schema onto a query string, defaults left out: for links to a league. */
export const serializeLeagueSearch = createSerializer(leagueSearch);

/**
 * The player screen's URL state. `compare` is read as written and checked on use (valid, distinct,
 * not the player shown, at most four), since what is valid depends on the player.
 */
export const playerSearch = {
  /** The league the player was found in, for the way back. */
  league: parseAsString,
  /** Read with `parseRange`: `12m`, `season`, a season's name or `from..to`; none is everything. */
  range: parseAsString,
  compare: parseAsArrayOf(parseAsString).withDefault([]),
  sort: parseAsSort.withDefault(DEFAULT_HISTORY_SORT),
  /** The per-season table's sort. */
  ssort: parseAsSort.withDefault(DEFAULT_SEASON_SORT),
};

export type PlayerSearch = inferParserType<typeof playerSearch>;

export function usePlayerSearch() {
  return useQueryStates(playerSearch, { history: 'push' });
}
