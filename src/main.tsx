// Browser entry point: mounts the dashboard.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createQueryClient } from './api/query-client.ts';
import { App } from './app/app.tsx';
import { runSectionLoader } from './app/app-routes.tsx';
import { apiOrigin } from './session/api-origin.ts';
import { readStoredKey } from './session/key-storage.ts';
import './styles/theme.css';
import './app/app.css';

const client = createQueryClient();
// A tab that already holds a key starts its screen's first requests now, before React's first
// render (tens of milliseconds on a slow machine): the same loader the route runs on entry, whose
// requests the screen then finds in the cache.
const apiKey = readStoredKey();
if (apiKey) {
  runSectionLoader(client, { origin: apiOrigin, apiKey }, new URL(window.location.href));
}

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <App queryClient={client} />
    </StrictMode>,
  );
}
