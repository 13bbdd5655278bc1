/**
 * The e-mails Supabase Auth sends (GoTrue's mail templates): the platform decides when a mail
 * goes and with which link; the wording and the sending are the app's (server/app/mail/auth-mail.ts).
 */

/** One Auth e-mail, before it is worded. */
export type AuthMailRequest =
  /**
   * An invitation with the link that sets the password, with the invite's `data` (the
   * user_metadata it set, GoTrue's `.Data`) and the account's app_metadata.
   */
  | { kind: 'invite'; to: string; link: string; data: Record<string, unknown>; appMetadata: Record<string, unknown> }
  /** Password recovery with its one-time link. */
  | { kind: 'recovery'; to: string; link: string }
  /** Sign-ins to this account are being refused; `minutes` until they are allowed again. */
  | { kind: 'sign-in-alert'; to: string; siteOrigin: string; minutes: number };

export interface AuthMail {
  /** Queues the mail; never throws and never blocks. */
  send(mail: AuthMailRequest): void;
  /** Queues the mail once it is made (none when the promise gives undefined); never throws. */
  sendWhenMade(making: Promise<AuthMailRequest | undefined>): void;
}
