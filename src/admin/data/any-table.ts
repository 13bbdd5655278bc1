/**
 * The admin's way to a table it knows only by name from a generated config. The typed client
 * cannot type a table chosen at run time; this is the one place that says so. Rows come back
 * as plain records and the config (generated from schema/) says what they hold.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import type { AdminClient } from '../../lib/admin-client.ts';

export type AnyRow = Record<string, unknown>;

export function anyTable(client: AdminClient, table: string) {
  return (client as unknown as SupabaseClient).from(table);
}
