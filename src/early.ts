// The page's first script, an entry of its own (a few hundred bytes) that runs as soon as it has
// arrived, long before the app's code (React and the rest) has downloaded and run. On the screens
// whose first requests follow from the address alone, it starts them, so the rows download beside
// the code instead of after it; the client takes them up (api/early-requests.ts). Without a key in
// this tab it does nothing: the key form comes first.
import { startEarly } from './api/early-requests.ts';
import { viewUrl, type ViewParams } from './api/view-url.ts';
import { latestWaits } from './features/fighters/latest-waits.ts';
import { isIsoDate } from './lib/date.ts';
import { apiOrigin } from './session/api-origin.ts';
import { readStoredKey } from './session/key-storage.ts';

/**
 * Fighters (where `/` leads) asks for the published dates and the rows it needs first: the latest,
 * and By date's for the date its address names; By date of every class leaves the latest until its
 * own rows are in (features/fighters/latest-waits.ts), as the route's loader does. The rest is left
 * to the loader and the screen.
 */
const FIGHTERS_PATH = /^\/(?:fighters(?:\/|$)|$)/;

const apiKey = readStoredKey();
if (apiKey && FIGHTERS_PATH.test(window.location.pathname)) {
  // Read as the screen's URL schema reads them (features/fighters/fighters-search.ts).
  const search = new URLSearchParams(window.location.search);
  const mode = search.get('mode') === 'by-date' ? 'by-date' : 'latest';
  const date = search.get('date');
  const weightClass = (search.get('class') ?? '').trim();
  const view = (name: string, params?: ViewParams) =>
    startEarly(viewUrl(apiOrigin, 'fighter_ratings', name, params), apiKey);
  view('available_dates');
  if (!latestWaits({ mode, weightClass })) view('fighters_view');
  if (mode === 'by-date' && isIsoDate(date)) {
    view('fighters_historical_view', { date, weight_class: weightClass });
  }
}
