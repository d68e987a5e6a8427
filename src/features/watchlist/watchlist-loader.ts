// The Watchlist route's loader: the published dates and the latest ratings (each watched fighter's
// rank and points), and the first watched players' histories (their latest rating). The list is
// this browser's, not the URL's, so the loader reads it too (lib/watchlist.ts). The rest, and the
// sparklines' dates, the screen requests.
import type { QueryClient } from '@tanstack/react-query';
import type { Connection } from '../../api/client.ts';
import {
  availableDatesQuery,
  fightersLatestQuery,
  playerHistoryQuery,
  startQuery,
} from '../../api/queries.ts';
import { getWatchlist } from '../../lib/watchlist.ts';

/** As many as the screen's own limit lets run at once (use-watched-players.ts). */
const FIRST_PLAYERS = 4;

export function loadWatchlist(client: QueryClient, conn: Connection): void {
  const { fighters, players } = getWatchlist();
  if (fighters.length > 0) {
    startQuery(client, availableDatesQuery(conn));
    startQuery(client, fightersLatestQuery(conn));
  }
  for (const player of players.slice(0, FIRST_PLAYERS)) {
    startQuery(client, playerHistoryQuery(conn, { player_id: player.id }));
  }
}
