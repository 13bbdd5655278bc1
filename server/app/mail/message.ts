/**
 * One outgoing e-mail as the rest of the server hands it to the mailer. Templates
 * (`templates/`) build these; the mailer stores, sends and retries them.
 */
import type { MailMessage } from '../../../supabase/functions/_shared/mail/mail-message.ts';

// The message itself is shared with the mail Edge Functions, which store it in the same outbox.
export type { MailMessage };

export type OutboxStatus = 'queued' | 'sent' | 'failed';

/** A message as the outbox keeps it on disk: the message plus its delivery state. */
export interface OutboxEntry {
  /** Sortable by creation time. */
  id: string;
  createdAt: string;
  message: MailMessage;
  /** `smtp` when SMTP_URL is set, else `outbox` (kept here only, as a mail catcher). */
  delivery: 'smtp' | 'outbox';
  status: OutboxStatus;
  attempts: number;
  lastError?: string;
  /** When the next attempt is due (queued only). */
  nextAttemptAt?: string;
  sentAt?: string;
}
