/**
 * Which SMTP server mail goes through right now: SMTP_URL and SMTP_FROM from the environment
 * when set (they win, and the admin shows them read-only), else the settings saved from the
 * admin, else none (the outbox keeps the messages). Asked on every delivery attempt.
 */
import type SMTPTransport from 'nodemailer/lib/smtp-transport';
import type { SmtpSettingsStore, StoredSmtpSettings } from './smtp-settings.ts';

export interface SmtpRoute {
  source: 'env' | 'database';
  /** nodemailer's SMTP options (or the SMTP_URL). */
  transport: SMTPTransport.Options | string;
  from: string | { name: string; address: string };
  /** Set when the stored password cannot be opened with this server's key: sending would only fail. */
  problem?: string;
}

export type SmtpRouteSource = () => Promise<SmtpRoute | undefined>;

/** A dead server fails the attempt soon; the queue retries later. */
const TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

export const UNREADABLE_PASSWORD = 'Kayıtlı SMTP şifresi bu sunucunun anahtarıyla çözülemedi (SMTP_SECRET_KEY farklı olabilir); şifreyi "E-posta (SMTP)" ekranında yeniden girin.';

export function routeFromSettings(s: StoredSmtpSettings): SmtpRoute {
  return {
    source: 'database',
    transport: {
      host: s.host,
      port: s.port,
      secure: s.security === 'tls',
      requireTLS: s.security === 'starttls',
      ignoreTLS: s.security === 'none',
      ...(s.username ? { auth: { user: s.username, pass: s.password ?? '' } } : {}),
      ...TIMEOUTS,
    },
    from: s.fromName ? { name: s.fromName, address: s.fromAddress } : s.fromAddress,
    ...(s.username && s.password === undefined ? { problem: UNREADABLE_PASSWORD } : {}),
  };
}

export function smtpRouteSource(env: { smtpUrl?: string; from?: string }, store: SmtpSettingsStore | undefined): SmtpRouteSource {
  return async () => {
    if (env.smtpUrl) return { source: 'env', transport: { url: env.smtpUrl, ...TIMEOUTS } as SMTPTransport.Options, from: env.from ?? 'Ajans CMS <no-reply@localhost>' };
    const saved = await store?.read();
    return saved ? routeFromSettings(saved) : undefined;
  };
}

// The sender's domain, for Message-IDs: shared with the mail functions' own SMTP sending.
export { senderDomain } from '../../../supabase/functions/_shared/mail/sender-domain.ts';
