// The route table, on React Router's data router: one route per section, its screen a chunk of its
// own (route `lazy`), and its loader, which starts the URL's first requests through the query cache
// with the queryOptions the screen reads. The loaders are small and part of the entry, so on a
// reload the first requests start as the router is made, before React's first render and beside
// the screen's code; a loader never waits for data (the screens show their own loading states).
import { lazy } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import {
  createBrowserRouter,
  Navigate,
  useLocation,
  type DataRouter,
  type LoaderFunctionArgs,
  type RouteObject,
} from 'react-router';
import type { Connection } from '../api/client.ts';
import { connectionOf } from '../api/key-id.ts';
import { apiOrigin } from '../session/api-origin.ts';
import { readStoredKey, readStoredKeyId } from '../session/key-storage.ts';
import { RouteError } from './error-boundary.tsx';
import { ScreenFallback } from './layout.tsx';
import { Root } from './root.tsx';
import { SECTIONS } from './sections.ts';

/** Where `/` leads (the redirect keeps the query and hash). */
const HOME_PATH = '/fighters';

/** The tab's connection, from the key's one home (sessionStorage); null before a key is set. */
function storedConnection(): Connection | null {
  const apiKey = readStoredKey();
  return apiKey ? connectionOf(apiOrigin, apiKey, readStoredKeyId()) : null;
}

// A URL the dashboard does not have: rare, so out of the first screen's code.
const NotFound = lazy(async () => ({ default: (await import('./not-found.tsx')).NotFound }));

/** `/`: the home section, with the query and hash kept (`/?mode=by-date&date=…` is By date). */
function ToHome() {
  const { search, hash } = useLocation();
  return <Navigate to={{ pathname: HOME_PATH, search, hash }} replace />;
}

export function appRoutes(client: QueryClient): RouteObject[] {
  return [
    {
      Component: Root,
      ErrorBoundary: RouteError,
      children: [
        { index: true, Component: ToHome },
        ...SECTIONS.map(({ path, screen, load }): RouteObject => ({
          path: `${path}/*`,
          // Each URL of the section, on entry and on every change: returns at once. Without a
          // key there is nothing to request; signing in runs the loaders again (root.tsx).
          loader: ({ request }: LoaderFunctionArgs) => {
            const conn = storedConnection();
            if (conn) load(client, conn, new URL(request.url));
            return null;
          },
          lazy: { Component: async () => (await screen()).default },
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
