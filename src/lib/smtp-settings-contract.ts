/**
 * What the admin's "E-posta (SMTP)" screen and the server's `smtp-settings` / `smtp-test`
 * functions exchange (server/app/functions/smtp-*.ts): one description for both sides.
 * The password goes one way: sent when typed, never answered.
 */

export const SMTP_SECURITY = ['none', 'starttls', 'tls'] as const;
export type SmtpSecurity = (typeof SMTP_SECURITY)[number];

/** The settings as an administrator sees them: everything but the password. */
export interface SmtpSettingsView {
  /** `env`: SMTP_URL (wins, read-only here); `database`: saved from the admin; `none`: the outbox only. */
  source: 'env' | 'database' | 'none';
  host: string;
  port: number | null;
  security: SmtpSecurity;
  username: string;
  password_set: boolean;
  /** A password is stored but this server's key cannot open it: it must be entered again. */
  password_unreadable: boolean;
  from_address: string;
  from_name: string;
  updated_at: string | null;
}

/**
 * What is saved; no `password` keeps the stored one. Sent as `{ settings, expected_updated_at }`,
 * the latter the view's `updated_at` the form was filled from (a save over someone else's
 * change is refused with 409 `smtp_settings_changed`).
 */
export interface SmtpSettingsForm {
  host: string;
  port: number;
  security: SmtpSecurity;
  username: string;
  password?: string;
  from_address: string;
  from_name: string;
}

/** The test e-mail's outcome: a Turkish sentence, and the SMTP server's own reply. */
export interface SmtpTestResult {
  ok: boolean;
  message: string;
  detail: string | null;
}
