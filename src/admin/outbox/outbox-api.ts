/**
 * The embedded server's mail catcher (/mail/v1/outbox), read with the signed-in
 * administrator's access token. Hosted Supabase has no such endpoint (404): its e-mail goes
 * through the project's SMTP settings, and the screen says so.
 */
import type { AdminClient } from '../../lib/admin-client.ts';
import { loadRuntimeConfig } from '../../lib/runtime-config.ts';

export type OutboxStatus = 'queued' | 'sent' | 'failed';

export interface OutboxSummary {
  id: string;
  created_at: string;
  to: string;
  subject: string;
  kind: string;
  delivery: 'smtp' | 'outbox';
  status: OutboxStatus;
  attempts: number;
  last_error: string | null;
  next_attempt_at: string | null;
  sent_at: string | null;
}

export interface OutboxMessage extends OutboxSummary {
  text: string;
  html: string | null;
  reply_to: string | null;
}

export class OutboxUnavailableError extends Error {}

async function get<T>(db: AdminClient, path: string): Promise<T> {
  const { supabaseUrl, supabaseAnonKey } = await loadRuntimeConfig();
  const { data } = await db.auth.getSession();
  const res = await fetch(`${supabaseUrl.replace(/\/$/, '')}/mail/v1${path}`, {
    headers: { apikey: supabaseAnonKey, Authorization: `Bearer ${data.session?.access_token ?? supabaseAnonKey}`, Accept: 'application/json' },
  });
  if (res.status === 404 && path === '/outbox') throw new OutboxUnavailableError('no outbox');
  if (!res.ok) {
    const body = (await res.json().catch(() => ({}))) as { msg?: string; message?: string };
    throw new Error(body.msg ?? body.message ?? `HTTP ${res.status}`);
  }
  return (await res.json()) as T;
}

export const listOutbox = (db: AdminClient) => get<{ delivery: 'smtp' | 'outbox'; messages: OutboxSummary[] }>(db, '/outbox');
export const getOutboxMessage = (db: AdminClient, id: string) => get<OutboxMessage>(db, `/outbox/${encodeURIComponent(id)}`);
