/**
 * The SMTP settings as an administrator sees them (the `smtp-settings` function's answer):
 * where they come from, and everything but the password, of which only whether one is stored.
 * With SMTP_URL set the environment's values are shown, read-only.
 */
import type { SmtpSettingsView } from '../../../src/lib/smtp-settings-contract.ts';
import type { StoredSmtpSettings } from './smtp-settings.ts';

export type { SmtpSettingsView };

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
