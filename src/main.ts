// Browser entry point. It holds no React: it makes the query cache, starts this URL's first
// requests with the section's own route loader and asks for the section's screen, all before the
// app's React half (app/app.tsx) has downloaded and run. The router then runs the same loader,
// which finds the requests already under way. VITE_EARLY_LOAD=0 at build time turns the early
// start off (the loader then first runs when the router is made); docs/performance.md.
import { createQueryClient } from './api/query-client.ts';
import { sectionOf, startSection } from './app/sections.ts';
import './styles/theme.css';
import './app/app.css';

const client = createQueryClient();

if (import.meta.env.VITE_EARLY_LOAD !== '0') {
  const url = new URL(window.location.href);
  const section = sectionOf(url.pathname);
  if (section) {
    startSection(client, url, section);
    section.screen().catch(() => undefined);
  }
}

const root = document.getElementById('root');
if (root) {
  import('./app/app.tsx')
    .then(({ mount }) => mount(client, root))
    .catch((error: unknown) => {
      // The app's code could not be fetched (a deploy replaced it, or the network went): say so.
      root.textContent = 'The dashboard could not load. Reload the page to try again.';
      console.error(error instanceof Error ? error.message : 'The dashboard could not load.');
    });
}
