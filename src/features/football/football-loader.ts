// The Football route's loader: a league's players, or a player's history (and the compared
// players'), started with the queryOptions the screens read; the player's chart code downloads
// beside the history.
import type { QueryClient } from '@tanstack/react-query';
import { createLoader } from 'nuqs';
import { matchRoutes } from 'react-router';
import type { Connection } from '../../api/client.ts';
import {
  availableLeaguesQuery,
  leaguePlayersQuery,
  playerHistoryQuery,
  startQuery,
} from '../../api/queries.ts';
import { decodeCompared, FOOTBALL_HOME, parsePlayerId } from './football-paths.ts';
import { playerSearch } from './football-search.ts';
import { ratingChart } from './chart/rating-chart-loader.ts';

const loadPlayerSearch = createLoader(playerSearch);

/**
 * The screens' params in `pathname`, decoded once and exactly as the screens read them: React
 * Router's matchRoutes decodes the URL the way its <Routes> does for useParams (matchPath alone
 * turns only %2F back into '/', so `a/b?c#d` was requested as `a%2Fb%253Fc%2523d`).
 */
function paramsAt(pattern: string, pathname: string): Record<string, string | undefined> {
  return matchRoutes([{ path: pattern }], pathname)?.[0]?.params ?? {};
}

export function loadFootball(client: QueryClient, conn: Connection, url: URL): void {
  const { appId } = paramsAt(`${FOOTBALL_HOME}/leagues/:appId`, url.pathname);
  if (appId) {
    startQuery(client, availableLeaguesQuery(conn));
    startQuery(client, leaguePlayersQuery(conn, { app_id: appId }));
    return;
  }
  const playerId = parsePlayerId(
    paramsAt(`${FOOTBALL_HOME}/players/:playerId`, url.pathname).playerId,
  );
  if (playerId === null) return;
  const search = loadPlayerSearch(url);
  // The history first: its request goes out before the chart's code is asked for (on a phone the
  // request's round trip is the longer wait).
  startQuery(client, playerHistoryQuery(conn, { player_id: playerId }));
  // Through the screen's own loader, so the screen finds the chart's code in and draws the chart
  // in the same pass as the history. A failure here is left to the screen, which loads it again.
  void ratingChart.load().catch(() => undefined);
  // The league the player was found in names the way back.
  if (search.league) startQuery(client, availableLeaguesQuery(conn));
  for (const { id } of decodeCompared(search.compare, playerId)) {
    startQuery(client, playerHistoryQuery(conn, { player_id: id }));
  }
}
