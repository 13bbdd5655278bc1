/**
 * One outgoing e-mail as the rest of the server hands it to the mailer. Templates
 * (`templates/`) build these; the mailer stores, sends and retries them.
 */
export interface MailMessage {
  /** One recipient address. */
  to: string;
  subject: string;
  /** Plain-text body (always present: some clients and the console show only this). */
  text: string;
  /** HTML body; values in it are escaped by the templates. */
  html?: string;
  /**
   * What the message is, for the outbox listing and for tests:
   * `invite`, `recovery`, `lead-notification`, `newsletter-confirm`, ….
   */
  kind: string;
  /** Extra headers, e.g. `List-Unsubscribe`. */
  headers?: Record<string, string>;
  replyTo?: string;
}

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
