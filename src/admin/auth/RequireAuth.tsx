/**
 * The guard around the admin shell: a spinner while the auth state loads, the sign-in screen
 * for visitors without a session and for sessions that still owe their authenticator code,
 * the children otherwise. The place the user wanted goes along, so sign-in can return there
 * (except after a sign-out).
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
  const { status, error, event } = useAuth();
  const location = useLocation();
  if (status === 'loading') return <Spinner fullScreen label="Oturum kontrol ediliyor..." />;
  if (status === 'error') return <ClientSetupError error={error} />;
  if (status !== 'signedIn') {
    // After a deliberate sign-out the next sign-in starts at the dashboard, not where it ended.
    const state: ReturnState | null = event === 'SIGNED_OUT' ? null : { from: location.pathname + location.search };
    return <Navigate to="/admin/login" replace state={state} />;
  }
  return children;
}
