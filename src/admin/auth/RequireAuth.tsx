/**
 * The guard around the admin shell: a spinner while the auth state loads, the sign-in screen
 * for visitors without a session and for sessions that still owe their authenticator code,
 * the children otherwise. The place the user wanted goes along, so sign-in can return there.
 */
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { Spinner } from '../ui/Spinner.tsx';
import { useAuth } from './AuthProvider.tsx';
import { ClientSetupError } from './ClientSetupError.tsx';

export interface ReturnState {
  from?: string;
}

export function RequireAuth({ children }: { children: ReactNode }) {
  const { status, error } = useAuth();
  const location = useLocation();
  if (status === 'loading') return <Spinner fullScreen label="Oturum kontrol ediliyor..." />;
  if (status === 'error') return <ClientSetupError error={error} />;
  if (status !== 'signedIn') {
    const state: ReturnState = { from: location.pathname + location.search };
    return <Navigate to="/admin/login" replace state={state} />;
  }
  return children;
}
