// The route table: one URL per screen. Each feature is its own chunk, loaded when first visited,
// and each section has a loader that starts the screen's first requests as the route is entered,
// in parallel with that chunk's download (the screen then finds them in the query cache).
//
// Declarative routes with loaders of our own, not React Router's data router: the data router
// adds 16 KB (gzip) to the first screen (measured: 144.6 KB → 162.9 KB, over the 150 KB budget),
// for loaders that here only start requests and never block a navigation.
import { lazy, useEffect, useState, type ComponentType } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { matchPath, Navigate, Route, Routes, useLocation } from 'react-router';
import type { Connection } from '../api/client.ts';
import { prefetchFighters } from '../features/fighters/fighters-prefetch.ts';
import { prefetchFootball } from '../features/football/football-prefetch.ts';
import { KeyEntry } from '../session/key-entry.tsx';
import { useConnection, useSession } from '../session/session-context.tsx';
import { Layout } from './layout.tsx';

interface SectionScreen {
  readonly Screen: ComponentType;
  /** Downloads the screen's chunk; once it is in, the screen renders without suspending. */
  readonly preload: () => Promise<void>;
}

/**
 * A section's screen in its own chunk: React.lazy until the chunk has loaded, the component itself
 * after. A screen whose chunk arrived before React first drew it renders at once, with no loading
 * fallback: React keeps a fallback it has shown on screen for at least 300 ms, which held the first
 * rows back by about 200 ms after both their data and their code had arrived.
 */
function sectionScreen(load: () => Promise<{ default: ComponentType }>): SectionScreen {
  let loaded: ComponentType | null = null;
  const fetchChunk = () =>
    load().then((module) => {
      loaded = module.default;
      return module;
    });
  const Lazy = lazy(fetchChunk);
  function Screen() {
    // Chosen once per mount: switching from the lazy wrapper to the component would remount it.
    const [Component] = useState<ComponentType>(() => loaded ?? Lazy);
    return <Component />;
  }
  return { Screen, preload: () => fetchChunk().then(() => undefined) };
}

// An address the dashboard does not have: rare, so out of the first screen's code.
const NotFound = lazy(async () => ({ default: (await import('./not-found.tsx')).NotFound }));

const FightersRoutes = sectionScreen(() => import('../features/fighters/fighters-routes.tsx'));
const FootballRoutes = sectionScreen(() => import('../features/football/football-routes.tsx'));
const ExplorerRoutes = sectionScreen(() => import('../features/explorer/explorer-routes.tsx'));

/** Starts requests and returns at once: a screen shows its own loading and error states. */
type Loader = (client: QueryClient, conn: Connection, url: URL) => void;

/**
 * A loader kept out of the first screen's code: its small module downloads alongside the screen's
 * chunk, and its requests start as soon as it arrives.
 */
function deferred(load: () => Promise<Loader>): Loader {
  return (client, conn, url) => {
    void load().then((loader) => loader(client, conn, url));
  };
}

const sections: readonly { path: string; loader: Loader; screen: SectionScreen }[] = [
  // The first screen: its loader is in the first chunk, so its rows start before anything else.
  { path: 'fighters', loader: prefetchFighters, screen: FightersRoutes },
  // In the first chunk too (0.5 KB): a player's history is the chart's long wait, and a deferred
  // loader asked for it only once its own module had arrived and the first render had run
  // (measured: the request started at about 450 ms instead of 190 ms).
  {
    path: 'football',
    loader: prefetchFootball,
    screen: FootballRoutes,
  },
  {
    path: 'explorer',
    loader: deferred(
      async () => (await import('../features/explorer/explorer-prefetch.ts')).prefetchExplorer,
    ),
    screen: ExplorerRoutes,
  },
];

/** The address `/` leads to (the index route's redirect). */
const HOME_PATH = '/fighters';

function sectionAt(url: URL) {
  const pathname = url.pathname === '/' ? HOME_PATH : url.pathname;
  return sections.find((s) => matchPath(`/${s.path}/*`, pathname));
}

/** Runs the loader of the section `url` is in, if any. */
export function runSectionLoader(client: QueryClient, conn: Connection, url: URL): void {
  sectionAt(url)?.loader(client, conn, url);
}

/** Downloads the code of the section `url` is in, if any (resolves once it is in, or failed). */
export function preloadSectionScreen(url: URL): Promise<void> {
  return (
    sectionAt(url)
      ?.screen.preload()
      .catch(() => undefined) ?? Promise.resolve()
  );
}

/** A section link about to be followed: its screen's code starts downloading now. */
function preloadSection(to: string): void {
  void preloadSectionScreen(new URL(to, window.location.origin));
}

/**
 * Runs the loader of the section the location is in, on entry and on every change of its URL.
 * An effect, so it runs once the route's first render has committed (the lazy chunk's download
 * has started by then), never during render; loaders send only what the cache has not seen.
 */
function useSectionLoaders({ pathname, search }: { pathname: string; search: string }) {
  const client = useQueryClient();
  const conn = useConnection();
  useEffect(() => {
    runSectionLoader(client, conn, new URL(`${pathname}${search}`, window.location.origin));
  }, [client, conn, pathname, search]);
}

function SignedInRoutes() {
  const location = useLocation();
  useSectionLoaders(location);
  return (
    <Routes>
      <Route element={<Layout onSectionIntent={preloadSection} />}>
        {/* Keeps the query and hash: `/?mode=by-date&date=…` is Fighters By date, as the first
            script and the loader read it. */}
        <Route
          index
          element={
            <Navigate
              to={{ pathname: HOME_PATH, search: location.search, hash: location.hash }}
              replace
            />
          }
        />
        {sections.map(({ path, screen: { Screen } }) => (
          <Route key={path} path={`${path}/*`} element={<Screen />} />
        ))}
        <Route path="*" element={<NotFound />} />
      </Route>
    </Routes>
  );
}

/**
 * While the key form shows, the screen behind it loads, so Continue shows that screen at once: a
 * loading fallback in its place would stay up for at least 300 ms (React's rule for a fallback
 * shown), the rows' data in or not.
 */
function usePreloadBehindKeyForm(apiKey: string | null) {
  const { pathname } = useLocation();
  useEffect(() => {
    if (!apiKey) void preloadSectionScreen(new URL(pathname, window.location.origin));
  }, [apiKey, pathname]);
}

export function AppRoutes() {
  const { apiKey, keyId, asking } = useSession();
  usePreloadBehindKeyForm(apiKey);
  // Without a key the form replaces every screen but leaves the URL alone, so the same screen
  // returns once a key is entered (or arrives from another tab, which is asked first). Keyed by
  // the key's fingerprint: no screen keeps state from one key into the next.
  if (apiKey) return <SignedInRoutes key={keyId} />;
  return <KeyEntry asking={asking} />;
}
