/**
 * On a hosted project nothing sends private.mail_outbox (that is the embedded server's Node
 * mailer). With the secrets SMTP_URL (and SMTP_FROM) set, the mail functions send what they
 * queued themselves, right away, by SMTP (nodemailer): the message is stored claimed by the
 * function (`self_send`), then `mail_outbox_delivered` marks it sent, or records the error and
 * releases it (nothing on a hosted project retries it; a mailer over the same database would).
 * The embedded server never gives functions SMTP_URL: its mailer sends.
 */
import type { SupabaseClient } from 'npm:@supabase/supabase-js@2';
import { optionalEnv } from '../env.ts';
import type { MailMessage } from './mail-message.ts';
import { senderDomain } from './sender-domain.ts';

const DEFAULT_FROM = 'Ajans CMS <no-reply@localhost>';

export interface SmtpDelivery {
  /** Sends a message stored with self_send and records the outcome; resolves whether it went. */
  send(db: SupabaseClient, outboxId: string, message: MailMessage): Promise<boolean>;
}

export function smtpDelivery(): SmtpDelivery | undefined {
  const url = optionalEnv('SMTP_URL');
  if (!url) return undefined;
  const from = optionalEnv('SMTP_FROM') ?? DEFAULT_FROM;
  return {
    async send(db, outboxId, message) {
      const { default: nodemailer } = await import('npm:nodemailer@10');
      // `name`: the EHLO name, given so nodemailer does not ask the system for the host name.
      const smtp = nodemailer.createTransport({ url, name: senderDomain(from), connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 } as never);
      let error: string | null = null;
      try {
        await smtp.sendMail({
          from,
          to: message.to,
          subject: message.subject,
          text: message.text,
          html: message.html,
          replyTo: message.replyTo,
          headers: message.headers,
          messageId: `<${outboxId}@${senderDomain(from)}>`,
        });
      } catch (err) {
        error = (err instanceof Error ? err.message : String(err)).slice(0, 500) || 'SMTP gönderimi başarısız';
      } finally {
        smtp.close();
      }
      const marked = await db.rpc('mail_outbox_delivered', { outbox_id: outboxId, error });
      if (marked.error) throw new Error(`mail_outbox_delivered failed: ${marked.error.code ?? ''} ${marked.error.message}`);
      if (error) console.error(`E-posta SMTP ile gönderilemedi (${outboxId}): ${error}`);
      return error === null;
    },
  };
}
