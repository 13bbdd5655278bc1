import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';

// The public site and the admin are separate chunks: a visitor never downloads the admin.
const PublicSite = lazy(() => import('../public/PublicSite.tsx'));
const AdminApp = lazy(() => import('../admin/AdminApp.tsx'));

export function App() {
  return (
    <Suspense fallback={<div aria-busy="true" />}>
      <Routes>
        <Route path="/admin/*" element={<AdminApp />} />
        <Route path="/*" element={<PublicSite />} />
      </Routes>
    </Suspense>
  );
}
