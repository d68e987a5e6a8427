// Starts the Fighters screen's first queries from the route table, so its rows download while the
// screen's code chunk loads instead of after. Kept free of React components and heavy imports: the
// app's first chunk includes it.
import type { FetchQueryOptions, QueryClient } from '@tanstack/react-query';
import type { Row } from '../../api/catalog.ts';
import type { Connection, ViewResult } from '../../api/client.ts';
import {
  availableDatesQuery,
  fightersByDateQuery,
  fightersLatestQuery,
} from '../../api/queries.ts';
import { loadFightersSearch } from './fighters-search.ts';

/**
 * Prefetches what the screen at `search` (the URL's query string) asks for first, with the same
 * query factories the screen uses, so the screen finds the queries in the cache already running.
 */
export function prefetchFighters(client: QueryClient, conn: Connection, search: string): void {
  const url = loadFightersSearch(search);
  prefetchOnce(client, availableDatesQuery(conn));
  // The latest rows are always loaded: the "Latest" table and the complete class list.
  prefetchOnce(client, fightersLatestQuery(conn));
  if (url.mode === 'by-date' && url.date !== null) {
    prefetchOnce(
      client,
      fightersByDateQuery(conn, { date: url.date, weight_class: url.weightClass }),
    );
  }
}

/**
 * Starts a query only when the cache has never seen it. The entry renders again each time its
 * lazy chunk suspends, and a query that already failed (say, a 404) must not be asked again for
 * that: one request per view per screen load, and the screen's Retry asks again.
 */
function prefetchOnce<R extends Row>(
  client: QueryClient,
  options: FetchQueryOptions<ViewResult<R>, Error, ViewResult<R>, readonly unknown[]>,
): void {
  if (client.getQueryState(options.queryKey) !== undefined) return;
  void client.prefetchQuery(options);
}
