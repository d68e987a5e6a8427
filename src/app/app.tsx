// The app's React half, loaded by the entry (main.ts) beside the first requests: the route table on
// React Router's data router, the root route (the session's gate), the providers around the router,
// and mount(), which makes the router over the entry's query cache and renders the dashboard.
//
// Routes: one per section, its screen a chunk of its own (route `lazy`), and its loader, which
// starts the URL's first requests through the query cache with the queryOptions the screen reads.
// The loaders are small and part of the entry, which runs the URL's own before React has loaded
// (main.ts); a loader never waits for data (the screens show their own loading states).
import { StrictMode, lazy, startTransition, useEffect, useRef, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import {
  createBrowserRouter,
  Navigate,
  RouterProvider,
  useLocation,
  useRevalidator,
  type DataRouter,
  type LoaderFunctionArgs,
  type RouteObject,
} from 'react-router';
import { NuqsAdapter } from 'nuqs/adapters/react-router/v7';
import { createQueryClient } from '../api/query-client.ts';
import { KeyEntry, preloadKeyForm } from '../session/key-entry.tsx';
import { readStoredKey } from '../session/key-storage.ts';
import { SessionProvider, useSession } from '../session/session-context.tsx';
import { ErrorBoundary, RouteError } from './error-boundary.tsx';
import { Layout, ScreenFallback } from './layout.tsx';
import { HOME_PATH, SECTIONS, preloadSection, startSection } from './sections.ts';

// A URL the dashboard does not have: rare, so out of the first screen's code.
const NotFound = lazy(async () => ({ default: (await import('./not-found.tsx')).NotFound }));

/** `/`: the home section, with the query and hash kept (`/?mode=by-date&date=…` is By date). */
function ToHome() {
  const { search, hash } = useLocation();
  return <Navigate to={{ pathname: HOME_PATH, search, hash }} replace />;
}

/**
 * A new key runs the route loaders again, so the screen's first requests start with it at once
 * (a loader run without a key starts nothing).
 */
function useLoadersOnNewKey(keyId: string): void {
  const { revalidate } = useRevalidator();
  const first = useRef(keyId);
  useEffect(() => {
    if (keyId === first.current) return;
    first.current = keyId;
    if (keyId !== '') void revalidate();
  }, [keyId, revalidate]);
}

/**
 * The root route: nuqs' URL state over the router, and the session's gate. Without a key the form
 * replaces every screen but leaves the URL alone, so the same screen returns once a key is entered
 * (or arrives from another tab, which is asked first).
 */
function Root() {
  const { apiKey, keyId, asking } = useSession();
  useLoadersOnNewKey(keyId);
  return (
    // Typed URL state (nuqs) over React Router: screens read and write their schema.
    <NuqsAdapter>
      {/* Keyed by the key's id: no screen keeps state from one key into the next. */}
      {apiKey ? (
        <Layout key={keyId} onSectionIntent={preloadSection} />
      ) : (
        <KeyEntry asking={asking} />
      )}
    </NuqsAdapter>
  );
}

export function appRoutes(client: QueryClient): RouteObject[] {
  return [
    {
      Component: Root,
      ErrorBoundary: RouteError,
      children: [
        { index: true, Component: ToHome },
        ...SECTIONS.map((section): RouteObject => ({
          path: `${section.path}/*`,
          // Each URL of the section, on entry and on every change: returns at once.
          loader: ({ request }: LoaderFunctionArgs) => {
            startSection(client, new URL(request.url), section);
            return null;
          },
          lazy: { Component: async () => (await section.screen()).default },
          // While the first screen's code arrives: the shell, with the screen's frame in place.
          HydrateFallback: ScreenFallback,
          ErrorBoundary: RouteError,
        })),
        { path: '*', Component: NotFound },
      ],
    },
  ];
}

export function createAppRouter(client: QueryClient): DataRouter {
  return createBrowserRouter(appRoutes(client));
}

interface AppProps {
  readonly queryClient?: QueryClient;
  /** The entry makes the router before React's first render, so its loaders start at once. */
  readonly router?: DataRouter;
}

/** The query cache and the session around the router. */
export function App({ queryClient, router }: AppProps) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  const [own] = useState(() => (router ? null : createAppRouter(client)));
  // A router made here (tests, a second mount) stops listening to the address when the app goes.
  useEffect(() => () => own?.dispose(), [own]);
  return (
    <ErrorBoundary>
      <QueryClientProvider client={client}>
        <SessionProvider>
          <RouterProvider router={router ?? (own as DataRouter)} />
        </SessionProvider>
      </QueryClientProvider>
    </ErrorBoundary>
  );
}

/** Called by the entry: the router over its query cache, then the dashboard rendered into `root`. */
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
