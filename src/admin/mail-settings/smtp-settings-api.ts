/**
 * "E-posta (SMTP)" talks to the `smtp-settings` and `smtp-test` functions with the signed-in
 * administrator's token (server/app/functions/smtp-*.ts). The password goes one way: it is
 * sent when typed, never received; the settings say only whether one is stored. A server
 * without these functions (hosted Supabase: SMTP is set in the project) answers 404.
 */
import type { AdminClient } from '../../lib/admin-client.ts';
import type { SmtpSettingsForm, SmtpSettingsSaved, SmtpSettingsView, SmtpTestResult } from '../../lib/smtp-settings-contract.ts';

export type { SmtpSecurity, SmtpSettingsView, SmtpTestResult } from '../../lib/smtp-settings-contract.ts';

/** The server has no such function (hosted Supabase). */
export class SmtpSettingsMissingError extends Error {}
/** A refusal with the server's Turkish text and its code (`smtp_settings_changed`: saved meanwhile by someone else). */
export class SmtpSettingsError extends Error {
  constructor(
    message: string,
    readonly code?: string,
  ) {
    super(message);
  }
}

async function invoke<T>(client: AdminClient, name: 'smtp-settings' | 'smtp-test', body: object, fallback: string): Promise<T> {
  const { data, error } = await client.functions.invoke(name, { body });
  if (!error) return data as T;
  const response: unknown = (error as { context?: unknown }).context;
  if (response instanceof Response) {
    const answer = (await response.json().catch(() => ({}))) as { code?: string; message?: string };
    // A function that does not exist (hosted: code NOT_FOUND; here: not_found); ours never answer 404.
    if (response.status === 404) throw new SmtpSettingsMissingError(name);
    if (answer.message) throw new SmtpSettingsError(answer.message, answer.code);
  }
  throw new SmtpSettingsError(fallback);
}

export const loadSmtpSettings = (client: AdminClient) => invoke<SmtpSettingsView>(client, 'smtp-settings', {}, 'SMTP ayarları yüklenemedi');
/**
 * `expectedUpdatedAt`: the `updated_at` of the settings the form was filled from; the save is
 * refused if they changed since. The answer says whether the stored password was dropped.
 */
export const saveSmtpSettings = (client: AdminClient, settings: SmtpSettingsForm, expectedUpdatedAt: string | null) =>
  invoke<SmtpSettingsSaved>(client, 'smtp-settings', { settings, expected_updated_at: expectedUpdatedAt }, 'SMTP ayarları kaydedilemedi');
export const sendSmtpTest = (client: AdminClient) => invoke<SmtpTestResult>(client, 'smtp-test', {}, 'Test e-postası gönderilemedi');
