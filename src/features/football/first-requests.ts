// The Football section's first requests: a league's players, or a player's history (and the
// compared players'). Pure, for the route loader; the player's chart code is preloaded beside them.
import { createLoader } from 'nuqs';
import { matchRoutes } from 'react-router';
import type { SectionLoader, ViewRequest } from '../../api/prefetch.ts';
import { decodeCompared, FOOTBALL_HOME, parsePlayerId } from './football-paths.ts';
import { playerSearch } from './football-search.ts';
import { ratingChart } from './chart/rating-chart-loader.ts';

const HUB = 'football_player_ratings';

const loadPlayerSearch = createLoader(playerSearch);

/**
 * The screens' params in `pathname`, decoded once and exactly as the screens read them: React
 * Router's matchRoutes decodes the URL the way its <Routes> does for useParams (matchPath alone
 * turns only %2F back into '/', so `a/b?c#d` was requested as `a%2Fb%253Fc%2523d`).
 */
function paramsAt(pattern: string, pathname: string): Record<string, string | undefined> {
  return matchRoutes([{ path: pattern }], pathname)?.[0]?.params ?? {};
}

function playerAt(url: URL) {
  return parsePlayerId(paramsAt(`${FOOTBALL_HOME}/players/:playerId`, url.pathname).playerId);
}

export function firstRequests(url: URL): ViewRequest[] {
  const { appId } = paramsAt(`${FOOTBALL_HOME}/leagues/:appId`, url.pathname);
  if (appId) {
    return [
      { hub: HUB, view: 'available_leagues' },
      { hub: HUB, view: 'league_players', params: { app_id: appId } },
    ];
  }
  const playerId = playerAt(url);
  if (playerId === null) return [];
  const search = loadPlayerSearch(url.search);
  const history = (id: string): ViewRequest => ({
    hub: HUB,
    view: 'player_ratings_history',
    params: { player_id: id },
  });
  return [
    history(playerId),
    // The league the player was found in names the way back.
    ...(search.league ? [{ hub: HUB, view: 'available_leagues' }] : []),
    ...decodeCompared(search.compare, playerId).map(({ id }) => history(id)),
  ];
}

/**
 * A player's chart code downloads beside the history, not once the history is in and the screen
 * requests it; through the screen's own loader, so the screen finds it loaded and draws the chart
 * in the same pass as the history. A failure here is left to the screen, which loads it again.
 */
function preloadCode(url: URL): void {
  if (playerAt(url) !== null) void ratingChart.load().catch(() => undefined);
}

export const loader: SectionLoader = { firstRequests, preloadCode };
