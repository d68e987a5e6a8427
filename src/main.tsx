// Browser entry point: mounts the dashboard.
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { connectionOf } from './api/key-id.ts';
import { createQueryClient } from './api/query-client.ts';
import { App } from './app/app.tsx';
import { preloadSectionScreen, runSectionLoader } from './app/sections.tsx';
import { apiOrigin } from './session/api-origin.ts';
import { preloadKeyForm } from './session/key-entry.tsx';
import { readStoredKey } from './session/key-storage.ts';
import './styles/theme.css';
import './app/app.css';

const client = createQueryClient();
// A tab that already holds a key runs the route loader for this URL now, before React's first
// render (tens of milliseconds on a slow machine); the router runs it for every later URL.
const apiKey = readStoredKey();
const here = new URL(window.location.href);
if (apiKey) runSectionLoader(client, connectionOf(apiOrigin, apiKey), here);

/**
 * How long the first render waits for the screen's code. It is usually in by the time the entry
 * has run (index.html preloads the landing screen's): the screen is then drawn at once instead of
 * a loading state first. A slow network gets the loading state after this.
 */
const SCREEN_CODE_WAIT_MS = 250;

function render(): void {
  const root = document.getElementById('root');
  if (!root) return;
  // A transition: React draws the first screen in slices, giving the thread back between them,
  // not in one task while the page's other work (the first rows' request) waits.
  startTransition(() => {
    createRoot(root).render(
      <StrictMode>
        <App queryClient={client} />
      </StrictMode>,
    );
  });
}

if (!apiKey) {
  // The key form comes first: its code, and that of asking the other tabs for the key, download
  // beside React's first render, not after it.
  preloadKeyForm().catch(() => undefined);
  import('./session/key-share.ts').catch(() => undefined);
  render();
} else {
  const waited = new Promise<void>((resolve) => setTimeout(resolve, SCREEN_CODE_WAIT_MS));
  void Promise.race([preloadSectionScreen(here), waited]).then(render);
}
