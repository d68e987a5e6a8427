// The early script: an entry of its own (a few hundred bytes) that runs as soon as it has arrived,
// long before the app's code (React and the rest) has downloaded and run. On the landing section
// (Fighters, where `/` leads) it sends the URL's first requests itself, so the rows download beside
// the code instead of after it; the client uses those responses (api/early-requests.ts). Without a
// key in this tab it does nothing: the key form comes first. Other sections' first requests start
// from the route loader (app/sections.tsx), with the same firstRequests.
import { startEarly } from './api/early-requests.ts';
import { viewUrl } from './api/view-url.ts';
// The landing section's loader module (src/routes.json); a test checks the two agree.
import { firstRequests } from './features/fighters/first-requests.ts';
import { inLandingSection } from './routes.ts';
import { apiOrigin } from './session/api-origin.ts';
import { readStoredKey } from './session/key-storage.ts';

const apiKey = readStoredKey();
const url = new URL(window.location.href);
if (apiKey && inLandingSection(url.pathname)) {
  for (const { hub, view, params } of firstRequests(url)) {
    startEarly(viewUrl(apiOrigin, hub, view, params), apiKey);
  }
}
