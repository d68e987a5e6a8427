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
import { loadFightersSearch } from './fighters-search.ts';
import { latestWaits } from './latest-waits.ts';

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
