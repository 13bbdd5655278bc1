/**
 * Where a message goes: through SMTP (nodemailer) when a route is set (smtp-route.ts: the
 * environment's SMTP_URL or the admin's settings), else nowhere beyond the outbox itself (the
 * built-in mail catcher), with a short line on the console. That line never carries the
 * message's links: a reset or invitation link is a live credential, and console output ends
 * up in log collectors. It names the message and the admin screen instead.
 */
import nodemailer from 'nodemailer';
import type { MailMessage } from './message.ts';
import { senderDomain, type SmtpRoute } from './smtp-route.ts';
import { smtpTransportOptions } from './smtp-transport-options.ts';

/** Keeps the message in the outbox only, saying so on the console. */
export function noteOutboxOnly(message: MailMessage, messageId: string, log: (m: string) => void): void {
  log(`E-posta (outbox): ${message.to} · ${message.subject} · metni ve bağlantıları: yönetim panelinde "E-posta kutusu" (ileti ${messageId})`);
}

/** Sends one message over the route's SMTP server; resolves with the server's answer. */
export async function sendOverSmtp(route: SmtpRoute, message: MailMessage, messageId: string): Promise<string> {
  if (route.problem) throw new Error(route.problem);
  // One connection per message: settings may change between two messages (read on each use),
  // and the server's name is resolved and checked again each time.
  const smtp = nodemailer.createTransport(await smtpTransportOptions(route));
  try {
    const info = await smtp.sendMail({
      from: route.from,
      to: message.to,
      subject: message.subject,
      text: message.text,
      html: message.html,
      replyTo: message.replyTo,
      headers: message.headers,
      // Stable across retries, so a receiving server can drop a duplicate.
      messageId: `<${messageId}@${senderDomain(route.from)}>`,
    });
    return String(info.response ?? '');
  } finally {
    smtp.close();
  }
}
