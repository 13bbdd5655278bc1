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
 * What is saved; no `password` keeps the stored one, unless host, port, security or user name
 * change: then it is dropped (a password goes only to the server it was typed for). Sent as `{ settings, expected_updated_at }`,
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

/** Why the test e-mail was not sent; never the remote server's own text. */
export type SmtpTestReason =
  | 'private_address'
  | 'host_not_found'
  | 'connection'
  | 'timeout'
  | 'no_tls'
  | 'tls_failed'
  | 'auth'
  | 'auth_required'
  | 'envelope'
  | 'message_refused'
  | 'password_missing'
  | 'password_unreadable'
  | 'unknown';

/** The test e-mail's outcome: the reason (null when sent) and a short Turkish sentence. */
export interface SmtpTestResult {
  ok: boolean;
  reason: SmtpTestReason | null;
  message: string;
}

/** A save's answer: the settings, and whether the stored password was dropped by it. */
export interface SmtpSettingsSaved extends SmtpSettingsView {
  /** Host, port, security or user name changed and no new password came: the stored one is gone. */
  password_dropped: boolean;
}
