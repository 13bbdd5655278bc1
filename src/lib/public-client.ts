/**
 * The visitor-side data client: Supabase's query client alone (postgrest-js, a few KB),
 * not the full supabase-js, since public pages only read and insert as anon. It is loaded
 * on first use (a client-side navigation, a form sent), never for the first view: a page the
 * server rendered hydrates with the server's data.
 */
import type { PostgrestClient } from '@supabase/postgrest-js';
import type { Database } from '../../generated/database.types.ts';
import { loadRuntimeConfig } from './runtime-config.ts';

export type PublicClient = PostgrestClient<Database>;

let client: Promise<PublicClient> | undefined;

export function publicClient(): Promise<PublicClient> {
  client ??= Promise.all([loadRuntimeConfig(), import('@supabase/postgrest-js')]).then(
    ([{ supabaseUrl, supabaseAnonKey }, { PostgrestClient }]) =>
      new PostgrestClient<Database>(`${supabaseUrl.replace(/\/$/, '')}/rest/v1`, {
        headers: { apikey: supabaseAnonKey, Authorization: `Bearer ${supabaseAnonKey}` },
      }),
  );
  // A failed load (offline) is tried again next time.
  client.catch(() => (client = undefined));
  return client;
}
