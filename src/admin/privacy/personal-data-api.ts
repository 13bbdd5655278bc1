/**
 * Personal data requests (KVKK): the database functions `personal_data_export(target_email)`
 * and `personal_data_delete(target_email)` (supabase/migrations/…_personal_data_requests.sql),
 * called with the signed-in administrator's own token; anyone else gets 42501. The embedded
 * server's mail outbox (files, not rows) is exported and deleted with them.
 */
import type { AdminClient } from '../../lib/admin-client.ts';
import { deleteOutboxMessages, exportOutboxMessages, OutboxRequestError, type OutboxPersonalMessage } from './outbox-personal-data.ts';

/** Everything stored about one address, as the export function returns it. */
export interface PersonalDataExport {
  email: string;
  exported_at: string;
  contact_messages: ({ id: string; created_at: string; message: string; consent_text: string | null } & Record<string, unknown>)[];
  newsletter_subscribers: ({ id: string; status: string; subscribed_at: string; consented_at: string | null; consent_text: string | null } & Record<string, unknown>)[];
  /** Staff's notes on the address's leads (they go with the messages). */
  lead_notes: { id: string; lead_id: string; body: string; author_email: string | null; created_at: string }[];
  /** The public forms' flood records still kept for the address (a day at most; stored hashed). */
  form_submissions: { form: 'contact' | 'newsletter'; submitted_at: string }[];
  /** E-mails in the server's outbox to or about the address. */
  mail_outbox: OutboxPersonalMessage[];
}

/** Rows deleted from each table. */
export interface PersonalDataDeletion {
  contact_messages: number;
  lead_notes: number;
  newsletter_subscribers: number;
  form_submissions: number;
  mail_outbox: number;
}

/** A refusal or failure of these calls, with the Turkish text to show. */
export class PersonalDataError extends Error {}

/** Both functions answer jsonb: the shape is typed here. */
async function call<T>(client: AdminClient, fn: 'personal_data_export' | 'personal_data_delete', email: string): Promise<T> {
  const { data, error } = await client.rpc(fn, { target_email: email });
  if (!error) return data as unknown as T;
  // The database words its refusals in Turkish (no rights, not an address).
  if (error.code === '42501' || error.code === '22023') throw new PersonalDataError(error.message);
  throw new PersonalDataError(`İşlem yapılamadı: ${error.message}`);
}

/** The outbox's part; its refusal or failure reads as the rows' would. */
async function outbox<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (err) {
    throw new PersonalDataError(err instanceof OutboxRequestError ? err.message : 'E-posta kutusuna ulaşılamadı');
  }
}

export async function exportPersonalData(client: AdminClient, email: string): Promise<PersonalDataExport> {
  const rows = await call<Omit<PersonalDataExport, 'mail_outbox'>>(client, 'personal_data_export', email);
  return { ...rows, mail_outbox: await outbox(exportOutboxMessages(client, rows.email)) };
}

export async function deletePersonalData(client: AdminClient, email: string): Promise<PersonalDataDeletion> {
  const rows = await call<Omit<PersonalDataDeletion, 'mail_outbox'>>(client, 'personal_data_delete', email);
  return { ...rows, mail_outbox: await outbox(deleteOutboxMessages(client, email)) };
}

/** The download's name: the screen's path (as the specification names the subscribers' CSV), the address made file-safe, and the day. */
export function exportFileName(doc: Pick<PersonalDataExport, 'email' | 'exported_at'>): string {
  const address = doc.email.replace(/[^a-z0-9@._-]+/gi, '_');
  return `personal-data-${address}-${doc.exported_at.slice(0, 10)}.json`;
}
