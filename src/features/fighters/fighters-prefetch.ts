// Starts the Fighters screen's first queries from the route table, so its rows download while the
// screen's code chunk loads instead of after. Kept free of React components and heavy imports: the
// app's first chunk includes it.
import type { QueryClient } from '@tanstack/react-query';
import type { Connection } from '../../api/client.ts';
import {
  availableDatesQuery,
  fightersByDateQuery,
  fightersLatestQuery,
} from '../../api/queries.ts';
import { readFightersUrl } from './fighters-url.ts';

/**
 * Prefetches what the screen at `search` (the URL's query string) asks for first, with the same
 * query factories the screen uses, so the screen finds the queries in the cache already running.
 */
export function prefetchFighters(client: QueryClient, conn: Connection, search: string): void {
  const url = readFightersUrl(new URLSearchParams(search), () => []);
  void client.prefetchQuery(availableDatesQuery(conn));
  // The latest rows are always loaded: the "Latest" table and the complete class list.
  void client.prefetchQuery(fightersLatestQuery(conn));
  if (url.mode === 'by-date' && url.date !== null) {
    void client.prefetchQuery(
      fightersByDateQuery(conn, { date: url.date, weight_class: url.weightClass }),
    );
  }
}
