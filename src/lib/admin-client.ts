/**
 * The admin's Supabase client: the full supabase-js (auth with a persisted, auto-refreshed
 * session; storage for uploads), typed with the generated Database. Loaded only with the
 * admin chunk. The session is stored under supabase-js's default key, derived from the first
 * label of the API host name.
 */
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '../../generated/database.types.ts';
import { loadRuntimeConfig } from './runtime-config.ts';

export type AdminClient = SupabaseClient<Database>;

let client: Promise<AdminClient> | undefined;

export function adminClient(): Promise<AdminClient> {
  client ??= loadRuntimeConfig().then(({ supabaseUrl, supabaseAnonKey }) =>
    createClient<Database>(supabaseUrl, supabaseAnonKey, {
      auth: { persistSession: true, autoRefreshToken: true, detectSessionInUrl: false },
    }),
  );
  return client;
}
