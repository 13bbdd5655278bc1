import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import PublicSite from '../public/PublicSite.tsx';

// The admin is its own chunk: a visitor never downloads it. The public shell is in the entry
// chunk (one request less before the first page); each public page is its own chunk.
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
