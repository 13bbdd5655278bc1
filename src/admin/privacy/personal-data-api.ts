/**
 * Personal data requests (KVKK): the database functions `personal_data_export(target_email)`
 * and `personal_data_delete(target_email)` (supabase/migrations/…_personal_data_requests.sql),
 * called with the signed-in administrator's own token; anyone else gets 42501.
 */
import type { AdminClient } from '../../lib/admin-client.ts';

/** Everything stored about one address, as the export function returns it. */
export interface PersonalDataExport {
  email: string;
  exported_at: string;
  contact_messages: ({ id: string; created_at: string; message: string; consent_text: string | null } & Record<string, unknown>)[];
  newsletter_subscribers: ({ id: string; status: string; subscribed_at: string; consented_at: string | null; consent_text: string | null } & Record<string, unknown>)[];
}

/** Rows deleted from each table. */
export interface PersonalDataDeletion {
  contact_messages: number;
  newsletter_subscribers: number;
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

export const exportPersonalData = (client: AdminClient, email: string) => call<PersonalDataExport>(client, 'personal_data_export', email);
export const deletePersonalData = (client: AdminClient, email: string) => call<PersonalDataDeletion>(client, 'personal_data_delete', email);

/** The download's name: the address made file-safe, and the day. */
export function exportFileName(doc: Pick<PersonalDataExport, 'email' | 'exported_at'>): string {
  const address = doc.email.replace(/[^a-z0-9@._-]+/gi, '_');
  return `kisisel-veriler-${address}-${doc.exported_at.slice(0, 10)}.json`;
}
