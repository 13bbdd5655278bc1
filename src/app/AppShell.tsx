/**
 * The application's routes: the admin (given by the browser entry only, so the server bundle
 * never contains it) and the public site. The server renders this same tree, so the browser
 * hydrates identical markup.
 */
import { Suspense, type ReactNode } from 'react';
import { Route, Routes } from 'react-router-dom';
import PublicSite from '../public/PublicSite.tsx';

export function AppShell({ admin }: { admin?: ReactNode }) {
  return (
    <Suspense fallback={<div aria-busy="true" />}>
      <Routes>
        {admin && <Route path="/admin/*" element={admin} />}
        <Route path="/*" element={<PublicSite />} />
      </Routes>
    </Suspense>
  );
}
