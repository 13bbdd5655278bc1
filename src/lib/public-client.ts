/**
 * The visitor-side data client: Supabase's query client alone (postgrest-js, a few KB),
 * not the full supabase-js, since public pages only read and insert as anon.
 */
import { PostgrestClient } from '@supabase/postgrest-js';
import type { Database } from '../../generated/database.types.ts';
import { loadRuntimeConfig } from './runtime-config.ts';

export type PublicClient = PostgrestClient<Database>;

let client: Promise<PublicClient> | undefined;

export function publicClient(): Promise<PublicClient> {
  client ??= loadRuntimeConfig().then(
    ({ supabaseUrl, supabaseAnonKey }) =>
      new PostgrestClient<Database>(`${supabaseUrl.replace(/\/$/, '')}/rest/v1`, {
        headers: { apikey: supabaseAnonKey, Authorization: `Bearer ${supabaseAnonKey}` },
      }),
  );
  return client;
}
