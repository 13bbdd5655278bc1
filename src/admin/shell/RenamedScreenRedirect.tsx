/** Sends a former admin path (see renamed-paths.ts) to the screen's current one, keeping the rest of the URL. */
import { Navigate, useLocation } from 'react-router-dom';
import { renamedAdminPath } from './renamed-paths.ts';

export function RenamedScreenRedirect() {
  const { pathname, search, hash } = useLocation();
  return <Navigate to={renamedAdminPath(pathname, search, hash) ?? '/admin'} replace />;
}
