// The Watchlist's first requests: the published dates and the latest ratings (each watched
// fighter's rank and points), and the first watched players' histories (their latest rating). The
// list is this browser's, not the URL's, so this loader reads it too (lib/watchlist.ts, a small
// module): the histories then start with the dates, before the screen's code has arrived, as the
// first figures are due within 500 ms. The rest, and the sparklines' dates, the screen requests.
import type { SectionLoader, ViewRequest } from '../../api/prefetch.ts';
import { getWatchlist } from '../../lib/watchlist.ts';

/** As many as the screen's own limit lets run at once (use-watched-players.ts). */
const FIRST_PLAYERS = 4;

export function firstRequests(): readonly ViewRequest[] {
  const { fighters, players } = getWatchlist();
  const requests: ViewRequest[] = [];
  if (fighters.length > 0) {
    requests.push(
      { hub: 'fighter_ratings', view: 'available_dates' },
      { hub: 'fighter_ratings', view: 'fighters_view' },
    );
  }
  for (const player of players.slice(0, FIRST_PLAYERS)) {
    requests.push({
      hub: 'football_player_ratings',
      view: 'player_ratings_history',
      params: { player_id: player.id },
    });
  }
  return requests;
}

export const loader: SectionLoader = { firstRequests };
