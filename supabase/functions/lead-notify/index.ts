/**
 * `lead-notify`: e-mails the queued contact messages (private.lead_notification_queue, filled by
 * the insert trigger) to the site settings' notification address, at most one e-mail per
 * interval: the first message at once, those arriving within the interval after it together in
 * the next e-mail ("3 yeni mesaj"). Only the service role calls it: on hosted Supabase the
 * contact_messages insert webhook and the every-minute schedule (supabase/hosted/schedule.sql),
 * on the embedded server its mail workers. The body is ignored (a webhook's payload will do).
 *
 * Reads the batch with `lead_notifications_pending`, composes the e-mail, and hands it to
 * `lead_notification_queue_mail`, which takes exactly those ids and stores the e-mail in the
 * outbox atomically under the job's row lock: two calls at once queue one e-mail, and a call
 * dying between the two steps loses nothing. Answers `{ result, messages, retry_in_ms? }`:
 * `queued`, `empty`, `no_address` (the batch is dropped, as without an address nobody is told),
 * `not_due` or `busy` (call again in retry_in_ms). With an SMTP_URL secret it also sends the
 * e-mail itself and what is due again (_shared/mail/smtp-delivery.ts).
 */
import { answerPost } from '../_shared/function-answer.ts';
import { env } from '../_shared/env.ts';
import { leadIntervalMs } from '../_shared/lead-interval.ts';
import { leadNotificationMail, type LeadRow } from '../_shared/mail/lead-notification.ts';
import { newOutboxId } from '../_shared/mail/outbox-id.ts';
import { smtpDelivery, type SmtpDelivery } from '../_shared/mail/smtp-delivery.ts';
import { requireServiceRole, rpcFailure, serviceClient } from '../_shared/service-role.ts';

/** Another call holds the job: look again shortly (its batch may have missed a message). */
const BUSY_RETRY_MS = 1_000;
/** Reads again when the queue changed between the read and the take. */
const ATTEMPTS = 3;

interface Pending {
  due_in_ms: number;
  notification_email: string | null;
  ids: string[];
  messages: LeadRow[];
}

type Answer = { result: 'queued' | 'empty' | 'no_address'; messages: number } | { result: 'not_due' | 'busy'; messages: number; retry_in_ms: number };

async function leadNotify(req: Request): Promise<Answer> {
  requireServiceRole(req);
  const db = serviceClient();
  const smtp = smtpDelivery();
  const answer = await takeBatch(db, smtp);
  // Sending by itself (hosted): what failed before is due again now and then.
  if (smtp) await smtp.sendDue(db);
  return answer;
}

async function takeBatch(db: ReturnType<typeof serviceClient>, smtp: SmtpDelivery | undefined): Promise<Answer> {
  const interval = leadIntervalMs();
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const read = await db.rpc('lead_notifications_pending', { interval_ms: interval });
    if (read.error) throw rpcFailure('lead_notifications_pending', read.error);
    const pending = read.data as Pending;
    if (!pending.ids.length) return { result: 'empty', messages: 0 };
    const to = pending.notification_email;
    if (to && pending.due_in_ms > 0) return { result: 'not_due', messages: pending.ids.length, retry_in_ms: pending.due_in_ms };
    // No address, or the messages were deleted meanwhile: the ids go without an e-mail.
    const message = to && pending.messages.length ? leadNotificationMail(to, env('SITE_URL'), pending.messages) : null;
    const outboxId = newOutboxId();
    const taken = await db.rpc('lead_notification_queue_mail', {
      ids: pending.ids,
      message,
      interval_ms: interval,
      outbox_id: message ? outboxId : null,
      self_send: smtp !== undefined,
    });
    if (taken.error) throw rpcFailure('lead_notification_queue_mail', taken.error);
    switch (taken.data as string) {
      case 'queued':
        if (smtp && message) await smtp.send(db, outboxId, message);
        return { result: 'queued', messages: pending.messages.length };
      case 'dropped':
        if (!to) return { result: 'no_address', messages: pending.ids.length };
        continue;
      case 'busy':
        return { result: 'busy', messages: pending.ids.length, retry_in_ms: BUSY_RETRY_MS };
      default:
        // 'not_due' (another call just sent) or 'stale': read again.
        continue;
    }
  }
  return { result: 'busy', messages: 0, retry_in_ms: BUSY_RETRY_MS };
}

Deno.serve((req) => answerPost(req, leadNotify));
