// The route table: one URL per screen; each feature is its own chunk, loaded when first visited.
import { lazy, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Navigate, Route, Routes, useLocation } from 'react-router';
import { prefetchFighters } from '../features/fighters/fighters-prefetch.ts';
import { KeyForm } from '../session/key-form.tsx';
import { useConnection, useSession } from '../session/session-context.tsx';
import { Layout } from './layout.tsx';
import { NotFound } from './not-found.tsx';

const FightersRoutes = lazy(() => import('../features/fighters/fighters-routes.tsx'));
const FootballRoutes = lazy(() => import('../features/football/football-routes.tsx'));
const ExplorerRoutes = lazy(() => import('../features/explorer/explorer-routes.tsx'));

/**
 * The Fighters routes, whose first queries start as the route is entered, in parallel with the
 * download of the screen's chunk (the screen then finds them in the cache).
 */
function FightersEntry() {
  const client = useQueryClient();
  const conn = useConnection();
  const { search } = useLocation();
  // Once per entry to the section; a repeat (Strict Mode, a retried render) finds the queries in
  // the cache and sends nothing.
  useState(() => prefetchFighters(client, conn, search));
  return <FightersRoutes />;
}

export function AppRoutes() {
  const { apiKey } = useSession();
  // Without a key the form replaces every screen but leaves the URL alone, so the same screen
  // returns once a key is entered.
  if (!apiKey) return <KeyForm />;
  return (
    <Routes>
      <Route element={<Layout />}>
        <Route index element={<Navigate to="/fighters" replace />} />
        <Route path="fighters/*" element={<FightersEntry />} />
        <Route path="football/*" element={<FootballRoutes />} />
        <Route path="explorer/*" element={<ExplorerRoutes />} />
        <Route path="*" element={<NotFound />} />
      </Route>
    </Routes>
  );
}
