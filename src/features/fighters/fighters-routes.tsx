// The Fighters routes: the rankings screen, and the same screen with one fighter's panel open.
// The folder, by screen part: fighters-page.tsx composes; data/ (rows, comparison, filters, the
// pure helpers and shared constants), controls/ (toolbar, filters, ranges), table/ (columns, the
// table's settings, the table), panel/ (a fighter and their trajectory), charts/ (the Recharts
// code), and the views: history/, head-to-head/, movers/, disagreement/. Imports run one way:
// data/ ← controls/ ← table/, panel/, charts/ and the views ← the page; a view may open another
// (the panel links to the history). At the top, read by all: the URL schema (fighters-search.ts),
// its loader, the URL's codes (fighters-url.ts), links and texts. Each part names the callbacks it
// calls (controls/fighters-handlers.ts, the table's props); the page's handlers have them all.
import { Route, Routes, useLocation, useParams } from 'react-router';
import { FightersPage } from './fighters-page.tsx';
import { FightersHistory } from './fighters-views.tsx';

/**
 * Where these routes are mounted (e.g. `/fighters`): the path without the part this splat route
 * matched. React Router 7 resolves "." in a splat route to the whole path, so it cannot say this.
 * Segments are counted rather than compared, as the location is URL-encoded and the splat is not.
 */
function useBasePath(): string {
  const { pathname } = useLocation();
  const rest = useParams()['*'] ?? '';
  const segments = pathname.replace(/\/+$/, '').split('/');
  const below = rest.split('/').filter(Boolean).length;
  return segments.slice(0, segments.length - below).join('/') || '/';
}

export default function FightersRoutes() {
  const basePath = useBasePath();
  // The screen is a layout around its sub-routes, so it stays mounted (table, scroll, search) while
  // a panel opens and closes, and it reads the panel's parameters itself.
  return (
    <Routes>
      {/* A division's history: its own chunk; the app's Suspense shows while it loads. */}
      <Route path="history" element={<FightersHistory basePath={basePath} />} />
      <Route element={<FightersPage basePath={basePath} />}>
        <Route index element={null} />
        <Route path="fighter/:classCode/:name" element={null} />
        {/* An unknown sub-path shows the rankings rather than nothing. */}
        <Route path="*" element={null} />
      </Route>
    </Routes>
  );
}
