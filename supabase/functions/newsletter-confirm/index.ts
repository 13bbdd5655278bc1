/**
 * `newsletter-confirm`: sends the double opt-in e-mail to pending newsletter sign-ups that have
 * none yet (within their 48 hours). Body `{ id }` for one sign-up, a Database Webhook's payload
 * (`record.id`), or `{}` for all of them (the schedule, the embedded server's sweep). Only the
 * service role calls it. For each sign-up it makes a confirmation and an unsubscribe token,
 * composes the e-mail with their links, and `newsletter_confirmation_queue_mail` stores their
 * SHA-256 hashes (what confirm_newsletter_subscription / unsubscribe_newsletter compare) and the
 * e-mail in the outbox in one transaction, if the sign-up is still unclaimed: of several calls
 * one sends. Answers `{ queued, pending }`. With an SMTP_URL secret it also sends the e-mails
 * itself (_shared/mail/smtp-delivery.ts).
 */
import { answerPost, FunctionError, readJsonBody } from '../_shared/function-answer.ts';
import { env } from '../_shared/env.ts';
import { newsletterConfirmationMail, newsletterConfirmUrl, newsletterUnsubscribeUrl } from '../_shared/mail/newsletter-confirmation.ts';
import { newOutboxId } from '../_shared/mail/outbox-id.ts';
import { smtpDelivery } from '../_shared/mail/smtp-delivery.ts';
import { requireServiceRole, rpcFailure, serviceClient } from '../_shared/service-role.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

interface Pending {
  site_name: string | null;
  sign_ups: { id: string; email: string }[];
}

/** 32 random bytes, base64url: what the links carry. */
function newToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return btoa(String.fromCharCode(...bytes)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** What the database stores and compares: SHA-256 of the token, hex. */
async function tokenHash(token: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(token));
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
}

/** The one sign-up asked for, if any: `{ id }` or a webhook's `{ record: { id } }`. */
function requestedId(body: Record<string, unknown>): string | null {
  const record = body.record && typeof body.record === 'object' ? (body.record as Record<string, unknown>) : undefined;
  const id = body.id ?? record?.id;
  if (id === undefined || id === null) return null;
  if (typeof id !== 'string' || !UUID.test(id)) throw new FunctionError(400, 'validation_failed', 'Geçerli bir abone kimliği gerekli');
  return id;
}

async function newsletterConfirm(req: Request): Promise<{ queued: number; pending: number }> {
  requireServiceRole(req);
  const only = requestedId(await readJsonBody(req));
  const db = serviceClient();
  const read = await db.rpc('newsletter_confirmations_pending', { only_id: only });
  if (read.error) throw rpcFailure('newsletter_confirmations_pending', read.error);
  const pending = read.data as Pending;
  const siteName = pending.site_name || 'Ajans';
  const site = env('SITE_URL');
  const smtp = smtpDelivery();
  let queued = 0;
  for (const signUp of pending.sign_ups) {
    const confirm = newToken();
    const unsubscribe = newToken();
    const message = newsletterConfirmationMail(signUp.email, siteName, newsletterConfirmUrl(site, confirm), newsletterUnsubscribeUrl(site, unsubscribe));
    const outboxId = newOutboxId();
    const claimed = await db.rpc('newsletter_confirmation_queue_mail', {
      subscriber_id: signUp.id,
      confirm_hash: await tokenHash(confirm),
      unsubscribe_hash: await tokenHash(unsubscribe),
      message,
      outbox_id: outboxId,
      self_send: smtp !== undefined,
    });
    if (claimed.error) throw rpcFailure('newsletter_confirmation_queue_mail', claimed.error);
    if (claimed.data === true) {
      queued++;
      if (smtp) await smtp.send(db, outboxId, message);
    }
  }
  // Sending by itself (hosted): what failed before is due again now and then.
  if (smtp) await smtp.sendDue(db);
  return { queued, pending: pending.sign_ups.length };
}

Deno.serve((req) => answerPost(req, newsletterConfirm));
