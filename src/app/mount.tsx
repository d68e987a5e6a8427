// Browser entry point: makes the query cache and the router (whose loaders start this URL's first
// requests at once, beside the screen's code), then mounts the dashboard.
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { createQueryClient } from './api/query-client.ts';
import { App } from './app/app.tsx';
import { createAppRouter } from './app/router.tsx';
import { preloadKeyForm } from './session/key-entry.tsx';
import { readStoredKey } from './session/key-storage.ts';
import './styles/theme.css';
import './app/app.css';

const client = createQueryClient();
const router = createAppRouter(client);

if (!readStoredKey()) {
  // The key form comes first: its code, and that of asking the other tabs for the key, download
  // beside React's first render, not after it.
  preloadKeyForm().catch(() => undefined);
  import('./session/key-share.ts').catch(() => undefined);
}

const root = document.getElementById('root');
if (root) {
  // A transition: React draws the first screen in slices, giving the thread back between them,
  // not in one task while the page's other work (the first rows' request) waits.
  startTransition(() => {
    createRoot(root).render(
      <StrictMode>
        <App queryClient={client} router={router} />
      </StrictMode>,
    );
  });
}
