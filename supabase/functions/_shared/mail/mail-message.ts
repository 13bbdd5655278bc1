/**
 * One outgoing e-mail as the templates build it and the outbox stores it (the `message` column
 * of private.mail_outbox). Shared by the Edge Functions and the Node server, so it is plain TS.
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
