// The Watchlist's first requests: the published dates and the latest ratings, which give each
// watched fighter's rank and points. Pure: the list itself (localStorage) is read by the screen,
// which starts the players' histories and the sparklines' dates.
import type { SectionLoader, ViewRequest } from '../../api/prefetch.ts';

const FIRST: readonly ViewRequest[] = [
  { hub: 'fighter_ratings', view: 'available_dates' },
  { hub: 'fighter_ratings', view: 'fighters_view' },
];

export function firstRequests(): readonly ViewRequest[] {
  return FIRST;
}

export const loader: SectionLoader = { firstRequests };
