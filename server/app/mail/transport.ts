/**
 * Where messages go: SMTP through nodemailer when SMTP_URL is set, else nowhere beyond the
 * outbox itself (the built-in mail catcher), with a short line on the console. That line
 * never carries the message's links: a reset or invitation link is a live credential, and
 * console output ends up in log collectors. It names the file (and the admin screen) instead.
 */
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { MailMessage } from './message.ts';

export interface Transport {
  readonly kind: 'smtp' | 'outbox';
  send(message: MailMessage, messageId: string): Promise<void>;
  close(): void;
}

export interface TransportOptions {
  smtpUrl?: string;
  /** The sender, e.g. `Ajans <bildirim@ajans.com.tr>`. */
  from: string;
  log: (message: string) => void;
  /** The outbox folder, named on the console line of the mail catcher. */
  outboxDir?: string;
}

export function createTransport(opts: TransportOptions): Transport {
  if (!opts.smtpUrl) {
    return {
      kind: 'outbox',
      async send(message, messageId) {
        const file = opts.outboxDir ? path.join(opts.outboxDir, `${messageId}.json`) : `${messageId}.json`;
        opts.log(`E-posta (outbox): ${message.to} · ${message.subject} · metni ve bağlantıları: ${file} ya da yönetim panelinde "E-posta kutusu"`);
      },
      close() {},
    };
  }
  const smtp = nodemailer.createTransport({
    url: opts.smtpUrl,
    // A dead server should fail the attempt soon; the queue retries later.
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  const domain = /@([^>\s]+)/.exec(opts.from)?.[1] ?? 'localhost';
  return {
    kind: 'smtp',
    async send(message, messageId) {
      await smtp.sendMail({
        from: opts.from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        replyTo: message.replyTo,
        headers: message.headers,
        // Stable across retries, so a receiving server can drop a duplicate.
        messageId: `<${messageId}@${domain}>`,
      });
    },
    close() {
      smtp.close();
    },
  };
}
