/**
 * The embedded server's mail outbox in a personal data request: its messages to or about the
 * address (recipient, reply-to, or named in the text: lead notifications quote the visitor),
 * exported with the rows and deleted with them (POST /mail/v1/personal-data/export|delete).
 * Hosted Supabase keeps no outbox of ours (404): nothing to export or delete there.
 */
import type { AdminClient } from '../../lib/admin-client.ts';
import { loadRuntimeConfig } from '../../lib/runtime-config.ts';

/** One stored e-mail with its bodies, as the outbox keeps it. */
export interface OutboxPersonalMessage {
  id: string;
  created_at: string;
  to: string;
  subject: string;
  kind: string;
  status: string;
  text: string;
  html: string | null;
  reply_to: string | null;
}

export class OutboxRequestError extends Error {}

async function post<T>(db: AdminClient, action: 'export' | 'delete', email: string): Promise<T | undefined> {
  const { supabaseUrl, supabaseAnonKey } = await loadRuntimeConfig();
  const { data } = await db.auth.getSession();
  const res = await fetch(`${supabaseUrl.replace(/\/$/, '')}/mail/v1/personal-data/${action}`, {
    method: 'POST',
    headers: { apikey: supabaseAnonKey, Authorization: `Bearer ${data.session?.access_token ?? supabaseAnonKey}`, 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify({ email }),
  });
  if (res.status === 404) return undefined;
  const body = (await res.json().catch(() => ({}))) as T & { msg?: string };
  if (!res.ok) throw new OutboxRequestError(`E-posta kutusu: ${body.msg ?? `HTTP ${res.status}`}`);
  return body;
}

export async function exportOutboxMessages(db: AdminClient, email: string): Promise<OutboxPersonalMessage[]> {
  return (await post<{ messages: OutboxPersonalMessage[] }>(db, 'export', email))?.messages ?? [];
}

export async function deleteOutboxMessages(db: AdminClient, email: string): Promise<number> {
  return (await post<{ deleted: number }>(db, 'delete', email))?.deleted ?? 0;
}
