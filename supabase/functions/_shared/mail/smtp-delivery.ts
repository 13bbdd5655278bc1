/**
 * On a hosted project nothing sends private.mail_outbox (that is the embedded server's Node
 * mailer). With the secrets SMTP_URL (and SMTP_FROM) set, the mail functions send what they
 * queued themselves, right away, by SMTP (nodemailer): the message is stored claimed by the
 * function (`self_send`), then `mail_outbox_delivered` marks it sent, or records the error and
 * releases it for a later attempt. Each call then also sends what is due again
 * (`mail_outbox_claim_due`): the schedule calls the functions every minute, so a message that
 * failed is retried after 1, 5, 30 minutes and 2 hours, then marked failed.
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
  /** Sends the queued messages due again (earlier attempts failed); resolves how many went. */
  sendDue(db: SupabaseClient): Promise<number>;
}

/** Messages retried per call: the schedule calls again in a minute. */
const DUE_PER_CALL = 10;

export function smtpDelivery(): SmtpDelivery | undefined {
  const url = optionalEnv('SMTP_URL');
  if (!url) return undefined;
  const from = optionalEnv('SMTP_FROM') ?? DEFAULT_FROM;
  const delivery: SmtpDelivery = {
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
    async sendDue(db) {
      const due = await db.rpc('mail_outbox_claim_due', { max_rows: DUE_PER_CALL });
      if (due.error) throw new Error(`mail_outbox_claim_due failed: ${due.error.code ?? ''} ${due.error.message}`);
      let sent = 0;
      for (const row of (due.data ?? []) as { id: string; message: MailMessage }[]) if (await delivery.send(db, row.id, row.message)) sent++;
      return sent;
    },
  };
  return delivery;
}
