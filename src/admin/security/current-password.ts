/**
 * "Şifremi değiştir" re-checks the current password by signing in with it, on a client of its
 * own that keeps nothing: the admin's session (and its two-step level, which a password change
 * needs when an authenticator is on) stays as it is. The check's own session is ended at once.
 * A wrong password counts against the sign-in limits like any other attempt.
 */
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { loadRuntimeConfig } from '../../lib/runtime-config.ts';

export type CurrentPasswordCheck = 'ok' | 'wrong' | 'too-many' | 'failed';

// One for the page's life: a second GoTrueClient on the same storage key would warn.
let checker: Promise<SupabaseClient> | undefined;

function checkerClient(): Promise<SupabaseClient> {
  checker ??= loadRuntimeConfig().then(({ supabaseUrl, supabaseAnonKey }) =>
    createClient(supabaseUrl, supabaseAnonKey, {
      auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false, storageKey: 'ajans-password-check' },
    }),
  );
  return checker;
}

export async function checkCurrentPassword(email: string, password: string): Promise<CurrentPasswordCheck> {
  const client = await checkerClient();
  const { error } = await client.auth.signInWithPassword({ email, password });
  if (error) {
    if (error.code === 'invalid_credentials') return 'wrong';
    if (error.status === 429) return 'too-many';
    console.error(error);
    return 'failed';
  }
  // Only this check's session; the admin's own stays signed in.
  const { error: signOutError } = await client.auth.signOut({ scope: 'local' });
  if (signOutError) console.error(signOutError);
  return 'ok';
}
