// The Fighters route's loader: the URL's first requests, read with the screen's own schema and
// started with the queryOptions its hooks read (use-fighter-rows.ts).
import type { QueryClient } from '@tanstack/react-query';
import type { Connection } from '../../api/client.ts';
import {
  availableDatesQuery,
  fightersByDateQuery,
  fightersLatestQuery,
  startQuery,
} from '../../api/queries.ts';
import { latestWaits, loadFightersSearch } from './fighters-search.ts';

/**
 * The published dates; the latest rows unless By date of every class leaves them until its own rows
 * are in (latestWaits); By date's rows for the URL's date, if it names a real one (otherwise
 * the screen takes the newest once the dates are in). A division's history needs the dates first,
 * then one class's rows per date (history/).
 */
export function loadFighters(client: QueryClient, conn: Connection, url: URL): void {
  startQuery(client, availableDatesQuery(conn));
  if (/\/history\/?$/i.test(url.pathname)) return;
  const search = loadFightersSearch(url);
  if (!latestWaits(search)) startQuery(client, fightersLatestQuery(conn));
  if (search.mode === 'by-date' && search.date !== null) {
    startQuery(
      client,
      fightersByDateQuery(conn, { date: search.date, weight_class: search.weightClass }),
    );
  }
}
