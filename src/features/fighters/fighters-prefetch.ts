// The Fighters route's loader work: starts the screen's first queries so its rows download while
// the screen's code chunk loads instead of after. Kept free of React components and heavy imports:
// the app's first chunk includes it.
import type { QueryClient } from '@tanstack/react-query';
import type { Connection } from '../../api/client.ts';
import { prefetchOnce } from '../../api/prefetch.ts';
import {
  availableDatesQuery,
  fightersByDateQuery,
  fightersLatestQuery,
} from '../../api/queries.ts';
import { loadFightersSearch, type FightersSearch } from './fighters-search.ts';

/**
 * Whether the screen asks for the latest rows only once its own are in: By date of every class,
 * whose rows name the classes meanwhile. Otherwise the latest are asked for at once: they are the
 * rows shown, or the complete class list that By date of one class offers to choose from.
 */
export function latestWaits(search: Pick<FightersSearch, 'mode' | 'weightClass'>): boolean {
  return search.mode === 'by-date' && search.weightClass === '';
}

/** Prefetches what the screen at `url` asks for first, with the factories the screen uses. */
export function prefetchFighters(client: QueryClient, conn: Connection, url: URL): void {
  const search = loadFightersSearch(url.search);
  prefetchOnce(client, availableDatesQuery(conn));
  if (!latestWaits(search)) prefetchOnce(client, fightersLatestQuery(conn));
  // By date's own rows, once its date is known (the address's, else the newest published).
  if (search.mode === 'by-date' && search.date !== null) {
    prefetchOnce(
      client,
      fightersByDateQuery(conn, { date: search.date, weight_class: search.weightClass }),
    );
  }
}
