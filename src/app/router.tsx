// The route table, on React Router's data router: one route per section, its screen a chunk of its
// own (route `lazy`), and its loader, which starts the URL's first requests through the query cache
// with the queryOptions the screen reads. The loaders are small and part of the entry, which runs
// the URL's own before React has loaded (main.ts); a loader never waits for data (the screens show
// their own loading states).
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
import { RouteError } from './error-boundary.tsx';
import { ScreenFallback } from './layout.tsx';
import { Root } from './root.tsx';
import { HOME_PATH, SECTIONS, startSection } from './sections.ts';

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
