/**
 * Whether e-mail leaves the machine: the embedded server answers `GET /mail/v1/delivery` with
 * `smtp` (SMTP_URL set, or SMTP saved in "E-posta (SMTP)") or `outbox` (kept in "E-posta kutusu" only, nothing sent). Hosted
 * Supabase has no such route: its Auth mails through the project's own SMTP, so `unknown`
 * is taken as sent. The screens use it never to say "gönderildi" for mail that was not.
 */
import { loadRuntimeConfig } from '../../lib/runtime-config.ts';

export type MailDelivery = 'smtp' | 'outbox' | 'unknown';

/** What the outbox, the toasts and the banner say when no SMTP is set. */
export const MAIL_NOT_SENT = 'SMTP ayarlı değil — e-posta gönderilmedi';

let pending: Promise<MailDelivery> | undefined;

export function mailDelivery(): Promise<MailDelivery> {
  pending ??= (async (): Promise<MailDelivery> => {
    try {
      const { supabaseUrl, supabaseAnonKey } = await loadRuntimeConfig();
      const res = await fetch(`${supabaseUrl.replace(/\/$/, '')}/mail/v1/delivery`, { headers: { apikey: supabaseAnonKey, Accept: 'application/json' } });
      if (!res.ok) return 'unknown';
      const body = (await res.json()) as { delivery?: unknown };
      return body.delivery === 'smtp' || body.delivery === 'outbox' ? body.delivery : 'unknown';
    } catch {
      return 'unknown';
    }
  })();
  // A failed look-up is asked again next time.
  void pending.then((d) => {
    if (d === 'unknown') pending = undefined;
  });
  return pending;
}

/** After SMTP settings were saved: the next look-up asks the server again. */
export function forgetMailDelivery(): void {
  pending = undefined;
}
