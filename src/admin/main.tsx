/**
 * The admin's browser entry (admin.html, its own build: vite.admin.config.ts). A data
 * router, so the editor can block navigation away from unsaved changes (useBlocker needs one);
 * the public site's build has none of it. The admin renders in the browser only.
 */
import { StrictMode, Suspense, useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider, useLocation } from 'react-router-dom';
import AdminApp from './AdminApp.tsx';

/** A path outside /admin is the public site's, another app: the browser loads it in full. */
function LeaveAdmin() {
  const { pathname, search, hash } = useLocation();
  useEffect(() => window.location.assign(pathname + search + hash), [pathname, search, hash]);
  return null;
}

const router = createBrowserRouter([
  {
    path: '/admin/*',
    element: (
      <Suspense fallback={<div aria-busy="true" />}>
        <AdminApp />
      </Suspense>
    ),
  },
  { path: '*', element: <LeaveAdmin /> },
]);

// The screens set the title (React's document metadata): the page's own would come first.
for (const node of document.head.querySelectorAll('title')) node.remove();
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);
