// The route table: one URL per section (src/routes.json, made real in sections.tsx), each section's
// screen its own chunk, loaded when first visited, and its loader run as its URL is entered.
import { lazy, useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Navigate, Route, Routes, useLocation } from 'react-router';
import { HOME_PATH } from '../routes.ts';
import { KeyEntry } from '../session/key-entry.tsx';
import { useConnection, useSession } from '../session/session-context.tsx';
import { Layout } from './layout.tsx';
import { preloadSectionScreen, runSectionLoader, sections } from './sections.tsx';

// A URL the dashboard does not have: rare, so out of the first screen's code.
const NotFound = lazy(async () => ({ default: (await import('./not-found.tsx')).NotFound }));

/** A section link about to be followed: its screen's code starts downloading now. */
function preloadSection(to: string): void {
  void preloadSectionScreen(new URL(to, window.location.origin));
}

/**
 * Runs the route loader on entry and on every change of URL. An effect, so it runs once the route's
 * first render has committed (the lazy chunk's download has started by then), never during render.
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
        {/* Keeps the query and hash: `/?mode=by-date&date=…` is Fighters By date, as the early
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
