/**
 * The SMTP settings as an administrator sees them (the `smtp-settings` function's answer):
 * where they come from, and everything but the password, of which only whether one is stored.
 * With SMTP_URL set the environment's values are shown, read-only.
 */
import type { SmtpSecurity, StoredSmtpSettings } from './smtp-settings.ts';

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

const EMPTY: Omit<SmtpSettingsView, 'source'> = { host: '', port: null, security: 'starttls', username: '', password_set: false, password_unreadable: false, from_address: '', from_name: '', updated_at: null };

/** `Ajans <a@b.c>` → name and address. */
function splitFrom(from: string | undefined): { from_address: string; from_name: string } {
  const m = /^\s*"?([^"<]*?)"?\s*<([^<>]+)>\s*$/.exec(from ?? '');
  return m ? { from_name: m[1]!.trim(), from_address: m[2]!.trim() } : { from_name: '', from_address: (from ?? '').trim() };
}

export function envView(smtpUrl: string, from: string | undefined): SmtpSettingsView {
  const u = new URL(smtpUrl);
  const tls = u.protocol === 'smtps:';
  return {
    ...EMPTY,
    source: 'env',
    host: u.hostname,
    port: Number(u.port) || (tls ? 465 : 587),
    security: tls ? 'tls' : 'starttls',
    username: decodeURIComponent(u.username),
    password_set: u.password !== '',
    ...splitFrom(from),
  };
}

export function storedView(s: StoredSmtpSettings | undefined): SmtpSettingsView {
  if (!s) return { ...EMPTY, source: 'none' };
  return {
    source: 'database',
    host: s.host,
    port: s.port,
    security: s.security,
    username: s.username,
    password_set: s.passwordSet,
    password_unreadable: s.passwordSet && s.password === undefined,
    from_address: s.fromAddress,
    from_name: s.fromName,
    updated_at: s.updatedAt,
  };
}
