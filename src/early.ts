// The page's first script, an entry of its own (a few hundred bytes) that runs as soon as it has
// arrived, long before the app's code (React and the rest) has downloaded and run. On the screens
// whose first requests follow from the address alone, it starts them, so the rows download beside
// the code instead of after it; the client takes them up (api/early-requests.ts). Without a key in
// this tab it does nothing: the key form comes first.
import { startEarly } from './api/early-requests.ts';
import { viewUrl } from './api/view-url.ts';
import { apiOrigin } from './session/api-origin.ts';
import { readStoredKey } from './session/key-storage.ts';

/**
 * Fighters (where `/` leads) always asks for the published dates and the latest rows, whatever its
 * address says (features/fighters/fighters-prefetch.ts); the rest is left to the route's loader.
 */
const FIGHTERS_PATH = /^\/(?:fighters(?:\/|$)|$)/;

const apiKey = readStoredKey();
if (apiKey && FIGHTERS_PATH.test(window.location.pathname)) {
  for (const view of ['available_dates', 'fighters_view']) {
    startEarly(viewUrl(apiOrigin, 'fighter_ratings', view), apiKey);
  }
}
