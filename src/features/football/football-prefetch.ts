// The Football routes' loader work: a league's players or a player's history (and the compared
// players') start downloading while the screen's code chunk loads. No React, no heavy imports.
import type { QueryClient } from '@tanstack/react-query';
import { matchRoutes } from 'react-router';
import type { Connection } from '../../api/client.ts';
import { prefetchOnce } from '../../api/prefetch.ts';
import {
  availableLeaguesQuery,
  leaguePlayersQuery,
  playerHistoryQuery,
} from '../../api/queries.ts';
import { decodeCompared, FOOTBALL_HOME, parsePlayerId } from './football-paths.ts';
import { ratingChart } from './rating-chart-loader.ts';

/**
 * The screens' params in `pathname`, decoded once and exactly as the screens read them: React
 * Router's matchRoutes decodes the address the way its <Routes> does for useParams (matchPath alone
 * turns only %2F back into '/', so `a/b?c#d` was asked for as `a%2Fb%253Fc%2523d`).
 */
function paramsAt(pattern: string, pathname: string): Record<string, string | undefined> {
  return matchRoutes([{ path: pattern }], pathname)?.[0]?.params ?? {};
}

export function prefetchFootball(client: QueryClient, conn: Connection, url: URL): void {
  const { appId } = paramsAt(`${FOOTBALL_HOME}/leagues/:appId`, url.pathname);
  if (appId) {
    prefetchOnce(client, availableLeaguesQuery(conn));
    prefetchOnce(client, leaguePlayersQuery(conn, { app_id: appId }));
    return;
  }
  const playerId = parsePlayerId(
    paramsAt(`${FOOTBALL_HOME}/players/:playerId`, url.pathname).playerId,
  );
  if (playerId === null) return;
  prefetchOnce(client, playerHistoryQuery(conn, { player_id: playerId }));
  // The chart's code downloads beside the history, not once the history is in and the screen asks
  // for it; through the screen's own loader, so the screen finds it loaded and draws the chart in
  // the same pass as the history. A failure here is left to the screen, which asks again.
  void ratingChart.load().catch(() => undefined);
  // The league the player was found in names the way back.
  if (url.searchParams.get('league')) prefetchOnce(client, availableLeaguesQuery(conn));
  for (const { id } of decodeCompared(url.searchParams.get('compare'), playerId)) {
    prefetchOnce(client, playerHistoryQuery(conn, { player_id: id }));
  }
}
