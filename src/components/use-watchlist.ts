// The watchlist (lib/watchlist.ts) as React state: every tab's change re-renders its readers.
import { useSyncExternalStore } from 'react';
import { getWatchlist, subscribeWatchlist, type Watchlist } from '../lib/watchlist.ts';

export function useWatchlist(): Watchlist {
  return useSyncExternalStore(subscribeWatchlist, getWatchlist, getWatchlist);
}
