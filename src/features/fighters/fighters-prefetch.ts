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

/** Prefetches what the screen at `url` asks for first, with the factories the screen uses. */
export function prefetchFighters(client: QueryClient, conn: Connection, url: URL): void {
  const search = loadFightersSearch(url.search);
  prefetchOnce(client, availableDatesQuery(conn));
  // The latest rows are always loaded: the "Latest" table and the complete class list.
  prefetchOnce(client, fightersLatestQuery(conn));
  if (search.mode === 'by-date' && search.date !== null) {
    prefetchOnce(
      client,
      fightersByDateQuery(conn, { date: search.date, weight_class: search.weightClass }),
    );
  }
}
