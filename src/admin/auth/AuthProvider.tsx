/**
 * The admin's auth state, shared by the guard, the sign-in screen and the shell.
 *
 * supabase-js owns the session: it persists it in localStorage, refreshes the access token
 * before it expires, and (in a browser) stops its refresh timer while the tab is hidden and
 * re-checks the session when the tab becomes visible again. This provider only mirrors the
 * session into React through getSession() and onAuthStateChange, and classifies it:
 *   loading      - the client or the stored session is not read yet
 *   signedOut    - no session
 *   mfaRequired  - signed in with the password, but a verified authenticator app still has to
 *                  be used (aal1 -> aal2); the sign-in screen asks for the code
 *   signedIn     - fully signed in
 *   error        - the client could not be set up (no runtime config, or the admin opened at
 *                  another address than the server's SITE_URL: admin-origin.ts)
 */
import type { AuthChangeEvent, Session } from '@supabase/supabase-js';
import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { adminClient, type AdminClient } from '../../lib/admin-client.ts';
import { needsSecondFactor } from './assurance.ts';
import { checkAdminOrigin } from './admin-origin.ts';

export type AuthStatus = 'loading' | 'signedOut' | 'mfaRequired' | 'signedIn' | 'error';

export interface AuthState {
  status: AuthStatus;
  session: Session | null;
  /** Set once the client is ready (from 'signedOut' on). */
  client: AdminClient | null;
  /** The last auth event ('SIGNED_OUT' after a sign-out, so the guard need not remember the page). */
  event?: AuthChangeEvent;
  error?: Error;
}

const AuthContext = createContext<AuthState | null>(null);

function stateFor(client: AdminClient, session: Session | null, event?: AuthChangeEvent): AuthState {
  if (!session) return { status: 'signedOut', session: null, client, event };
  return { status: needsSecondFactor(session) ? 'mfaRequired' : 'signedIn', session, client, event };
}

export function AuthProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<AuthState>({ status: 'loading', session: null, client: null });

  useEffect(() => {
    let active = true;
    let unsubscribe: (() => void) | undefined;
    checkAdminOrigin()
      .then(() => adminClient())
      .then(async (client) => {
        if (!active) return;
        const { data } = client.auth.onAuthStateChange((event, session) => {
          // Synchronous on purpose: calling the client from inside this callback can deadlock.
          if (active) setState(stateFor(client, session, event));
        });
        unsubscribe = () => data.subscription.unsubscribe();
        const { data: current, error } = await client.auth.getSession();
        if (error) console.error(error);
        if (active) setState((prev) => (prev.status === 'loading' ? stateFor(client, current.session) : prev));
      })
      .catch((error: unknown) => {
        console.error(error);
        if (active) setState({ status: 'error', session: null, client: null, error: error instanceof Error ? error : new Error(String(error)) });
      });
    return () => {
      active = false;
      unsubscribe?.();
    };
  }, []);

  return <AuthContext.Provider value={state}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthState {
  const state = useContext(AuthContext);
  if (!state) throw new Error('useAuth() outside <AuthProvider>');
  return state;
}

/** The client of a signed-in screen (inside the guard it is always there). */
export function useAdminClient(): AdminClient {
  const { client } = useAuth();
  if (!client) throw new Error('useAdminClient() before the client is ready');
  return client;
}
