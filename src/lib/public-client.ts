/**
 * The visitor-side data client: Supabase's query client alone (postgrest-js, a few KB),
 * not the full supabase-js, since public pages only read and insert as anon.
 */
import { PostgrestClient } from '@supabase/postgrest-js';
import { loadRuntimeConfig } from './runtime-config.ts';

let client: Promise<PostgrestClient> | undefined;

export function publicClient(): Promise<PostgrestClient> {
  client ??= loadRuntimeConfig().then(
    ({ supabaseUrl, supabaseAnonKey }) =>
      new PostgrestClient(`${supabaseUrl.replace(/\/$/, '')}/rest/v1`, {
        headers: { apikey: supabaseAnonKey, Authorization: `Bearer ${supabaseAnonKey}` },
      }),
  );
  return client;
}
