// The Fighters section's first requests: which views a Fighters URL needs first. Pure and small:
// both the early script (src/early.ts, before the app's code) and the route loader use it. It reads
// the URL with the fields the screen's nuqs schema is built from (fighters-request-fields.ts).
import type { SectionLoader, ViewRequest } from '../../api/prefetch.ts';
import { readFightersRequestSearch } from './fighters-request-fields.ts';
import { latestWaits } from './latest-waits.ts';

const HUB = 'fighter_ratings';

/**
 * The published dates; the latest rows unless By date of every class leaves them until its own rows
 * are in (latest-waits.ts); By date's rows for the URL's date, if it names a real one (otherwise
 * the screen takes the newest once the dates are in).
 */
export function firstRequests(url: URL): ViewRequest[] {
  const search = readFightersRequestSearch(url.search);
  const requests: ViewRequest[] = [{ hub: HUB, view: 'available_dates' }];
  // A division's history needs the dates first, then one class's rows per date (history/).
  if (url.pathname.endsWith('/history')) return requests;
  if (!latestWaits(search)) requests.push({ hub: HUB, view: 'fighters_view' });
  if (search.mode === 'by-date' && search.date !== null) {
    requests.push({
      hub: HUB,
      view: 'fighters_historical_view',
      params: { date: search.date, weight_class: search.weightClass },
    });
  }
  return requests;
}

export const loader: SectionLoader = { firstRequests };
