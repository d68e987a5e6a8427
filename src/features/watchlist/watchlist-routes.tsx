// The Watchlist's routes: one screen at /watchlist.
import { Navigate, Route, Routes } from 'react-router';
import { WatchlistPage } from './watchlist-page.tsx';

export default function WatchlistRoutes() {
  return (
    <Routes>
      <Route index element={<WatchlistPage />} />
      <Route path="*" element={<Navigate to="/watchlist" replace />} />
    </Routes>
  );
}
