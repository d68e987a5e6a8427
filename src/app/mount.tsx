// The app's React half, loaded by the entry (main.ts) beside the first requests: makes the router
// over the entry's query cache, then mounts the dashboard.
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import type { QueryClient } from '@tanstack/react-query';
import { preloadKeyForm } from '../session/key-entry.tsx';
import { readStoredKey } from '../session/key-storage.ts';
import { App } from './app.tsx';
import { createAppRouter } from './router.tsx';

export function mount(client: QueryClient, root: HTMLElement): void {
  // The router's loaders run now for this URL; what the entry already started is not asked again.
  const router = createAppRouter(client);
  if (!readStoredKey()) {
    // The key form comes first: its code, and that of asking the other tabs for the key, download
    // beside React's first render, not after it.
    preloadKeyForm().catch(() => undefined);
    import('../session/key-share.ts').catch(() => undefined);
  }
  // A transition: React draws the first screen in slices, giving the thread back between them,
  // not in one task while the page's other work (the first rows' response) waits.
  startTransition(() => {
    createRoot(root).render(
      <StrictMode>
        <App queryClient={client} router={router} />
      </StrictMode>,
    );
  });
}
