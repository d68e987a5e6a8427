// The Explorer's routes: one screen at /explorer, whose search parameters hold the request.
import { Navigate, Route, Routes } from 'react-router';
import { ExplorerPage } from './explorer-page.tsx';

export default function ExplorerRoutes() {
  return (
    <Routes>
      <Route index element={<ExplorerPage />} />
      <Route path="*" element={<Navigate to="/explorer" replace />} />
    </Routes>
  );
}
