/**
 * nodemailer's options for one connection over an SMTP route: the one place the test e-mail
 * and the mailer build them. The environment's SMTP_URL is used as the operator wrote it. The
 * admin's server is connected to at its checked address (smtp-target.ts) and its password
 * never travels in clear unless the administrator chose "Yok" (no encryption) for it:
 * `tls` is TLS from the first byte; `starttls` requires the upgrade (a server that offers no
 * STARTTLS, or a listener that strips it, fails before AUTH); `none` never upgrades. The
 * certificate is checked against the name the administrator gave.
 */
import type SMTPTransport from 'nodemailer/lib/smtp-transport';
import type { SmtpRoute } from './smtp-route.ts';
import { smtpTarget, type Lookup } from './smtp-target.ts';

/** A dead server fails the attempt soon; the queue retries later. */
const TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

export async function smtpTransportOptions(route: SmtpRoute, lookup?: Lookup): Promise<SMTPTransport.Options> {
  if (typeof route.server === 'string') return { url: route.server, ...TIMEOUTS } as SMTPTransport.Options;
  const s = route.server;
  const target = await smtpTarget(s.host, { allowPrivate: route.allowPrivateHosts, lookup });
  const servername = target.servername ? { servername: target.servername } : {};
  return {
    host: target.address,
    port: s.port,
    ...servername,
    secure: s.security === 'tls',
    requireTLS: s.security === 'starttls',
    ignoreTLS: s.security === 'none',
    tls: { rejectUnauthorized: true, minVersion: 'TLSv1.2', ...servername },
    ...(s.username && s.password ? { auth: { user: s.username, pass: s.password } } : {}),
    ...TIMEOUTS,
  };
}
