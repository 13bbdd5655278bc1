/**
 * Which SMTP server mail goes through right now: SMTP_URL and SMTP_FROM from the environment
 * when set (they win, and the admin shows them read-only), else the settings saved from the
 * admin, else none (the outbox keeps the messages). Asked on every delivery attempt. How a
 * connection to it is made is smtp-transport-options.ts, the one place for the test e-mail
 * and the mailer alike.
 */
import type { SmtpSecurity, SmtpSettingsStore, StoredSmtpSettings } from './smtp-settings.ts';

/** An SMTP server saved from the admin; `password` is '' when none is stored. */
export interface SmtpServer {
  host: string;
  port: number;
  security: SmtpSecurity;
  username: string;
  password: string;
}

export interface SmtpRoute {
  source: 'env' | 'database';
  /** The environment's SMTP_URL (trusted as the operator set it), or the admin's server (checked at each connection). */
  server: string | SmtpServer;
  from: string | { name: string; address: string };
  /** SMTP_ALLOW_PRIVATE_HOSTS: the admin's server may be on a private network or this machine. */
  allowPrivateHosts: boolean;
  /** Set when sending would only fail, or would need a password not stored: nothing is sent then. */
  problem?: string;
}

export type SmtpRouteSource = () => Promise<SmtpRoute | undefined>;

export const UNREADABLE_PASSWORD = 'Kayıtlı SMTP şifresi bu sunucunun anahtarıyla çözülemedi (SMTP_SECRET_KEY farklı olabilir); şifreyi "E-posta (SMTP)" ekranında yeniden girin.';
export const MISSING_PASSWORD = 'SMTP şifresi kayıtlı değil (sunucu, port, güvenlik veya kullanıcı adı değişince silinir); şifreyi "E-posta (SMTP)" ekranında yeniden girin.';

export function routeFromSettings(s: StoredSmtpSettings, allowPrivateHosts = false): SmtpRoute {
  // A user name without a password: never log in with an empty one (the password was dropped).
  const problem = !s.username ? undefined : s.password === undefined ? UNREADABLE_PASSWORD : s.password === '' ? MISSING_PASSWORD : undefined;
  return {
    source: 'database',
    server: { host: s.host, port: s.port, security: s.security, username: s.username, password: s.password ?? '' },
    from: s.fromName ? { name: s.fromName, address: s.fromAddress } : s.fromAddress,
    allowPrivateHosts,
    ...(problem ? { problem } : {}),
  };
}

export function smtpRouteSource(env: { smtpUrl?: string; from?: string; allowPrivateHosts?: boolean }, store: SmtpSettingsStore | undefined): SmtpRouteSource {
  return async () => {
    if (env.smtpUrl) return { source: 'env', server: env.smtpUrl, from: env.from ?? 'Ajans CMS <no-reply@localhost>', allowPrivateHosts: true };
    const saved = await store?.read();
    return saved ? routeFromSettings(saved, env.allowPrivateHosts ?? false) : undefined;
  };
}

// The sender's domain, for Message-IDs: shared with the mail functions' own SMTP sending.
export { senderDomain } from '../../../supabase/functions/_shared/mail/sender-domain.ts';
