// The league screen's URL state: one typed schema, its defaults kept out of the URL.
import { parseAsString, parseAsStringLiteral, useQueryStates } from 'nuqs';
import { parseAsSort } from '../../lib/url-parsers.ts';
import { DEFAULT_PLAYER_SORT } from './league-columns.tsx';
import { PLAYER_VIEWS } from './football-paths.ts';

export const leagueSearch = {
  /** No parameter: the newest season (a link follows the league over time); `all`: every season. */
  season: parseAsString,
  view: parseAsStringLiteral(PLAYER_VIEWS).withDefault('per-season'),
  /** Typing replaces the entry: Back leaves the screen rather than undoing letters. */
  q: parseAsString.withDefault('').withOptions({ history: 'replace' }),
  sort: parseAsSort.withDefault(DEFAULT_PLAYER_SORT),
};

/** The league screen's URL state, and its setter (push by default, replace where the field says). */
export function useLeagueSearch() {
  return useQueryStates(leagueSearch, { history: 'push' });
}
