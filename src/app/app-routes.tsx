// The route table: one URL per screen; each feature is its own chunk, loaded when first visited.
import { lazy } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { KeyForm } from '../session/key-form.tsx';
import { useSession } from '../session/session-context.tsx';
import { Layout } from './layout.tsx';
import { NotFound } from './not-found.tsx';

const FightersRoutes = lazy(() => import('../features/fighters/fighters-routes.tsx'));
const FootballRoutes = lazy(() => import('../features/football/football-routes.tsx'));
const ExplorerRoutes = lazy(() => import('../features/explorer/explorer-routes.tsx'));

export function AppRoutes() {
  const { apiKey } = useSession();
  // Without a key the form replaces every screen but leaves the URL alone, so the same screen
  // returns once a key is entered.
  if (!apiKey) return <KeyForm />;
  return (
    <Routes>
      <Route element={<Layout />}>
        <Route index element={<Navigate to="/fighters" replace />} />
        <Route path="fighters/*" element={<FightersRoutes />} />
        <Route path="football/*" element={<FootballRoutes />} />
        <Route path="explorer/*" element={<ExplorerRoutes />} />
        <Route path="*" element={<NotFound />} />
      </Route>
    </Routes>
  );
}
