/**
 * The embedded server's mail catcher (/mail/v1/outbox), read with the signed-in
 * administrator's access token. Hosted Supabase has no such endpoint (404): its e-mail goes
 * through the project's SMTP settings, and the screen says so.
 */
import type { AdminClient } from '../../lib/admin-client.ts';
import { getServerJson, ServerApiMissingError } from '../data/server-api.ts';

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
  try {
    return await getServerJson<T>(db, `/mail/v1${path}`);
  } catch (err) {
    if (err instanceof ServerApiMissingError && path === '/outbox') throw new OutboxUnavailableError('no outbox');
    throw err;
  }
}

export const listOutbox = (db: AdminClient) => get<{ delivery: 'smtp' | 'outbox'; messages: OutboxSummary[] }>(db, '/outbox');
export const getOutboxMessage = (db: AdminClient, id: string) => get<OutboxMessage>(db, `/outbox/${encodeURIComponent(id)}`);
