/**
 * The public site's routes. The server renders this same tree, so the browser hydrates
 * identical markup. The admin is another app (admin.html, src/admin/main.tsx): links between
 * the two are full page loads.
 */
import { Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import PublicSite from '../public/PublicSite.tsx';

export function AppShell() {
  return (
    <Suspense fallback={<div aria-busy="true" />}>
      <Routes>
        <Route path="/*" element={<PublicSite />} />
      </Routes>
    </Suspense>
  );
}
