// The Football routes' loader work: a league's players or a player's history (and the compared
// players') start downloading while the screen's code chunk loads. No React, no heavy imports.
import type { QueryClient } from '@tanstack/react-query';
import { matchPath } from 'react-router';
import type { Connection } from '../../api/client.ts';
import { prefetchOnce } from '../../api/prefetch.ts';
import {
  availableLeaguesQuery,
  leaguePlayersQuery,
  playerHistoryQuery,
} from '../../api/queries.ts';
import { decodeCompared, FOOTBALL_HOME, parsePlayerId } from './football-paths.ts';
import { ratingChart } from './rating-chart-loader.ts';

export function prefetchFootball(client: QueryClient, conn: Connection, url: URL): void {
  const league = matchPath(`${FOOTBALL_HOME}/leagues/:appId`, url.pathname);
  if (league?.params.appId) {
    prefetchOnce(client, availableLeaguesQuery(conn));
    prefetchOnce(client, leaguePlayersQuery(conn, { app_id: league.params.appId }));
    return;
  }
  const player = matchPath(`${FOOTBALL_HOME}/players/:playerId`, url.pathname);
  const playerId = parsePlayerId(player?.params.playerId);
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
