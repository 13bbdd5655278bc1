/**
 * Lead notifications on the embedded server: each new contact message (queued by the insert
 * trigger in `private.lead_notification_queue`, announced by the notification
 * `contact_message_created`, so any insert path counts) makes this server call the Edge Function
 * `lead-notify` (supabase/functions/lead-notify), which composes the e-mail and stores it in the
 * outbox; this only decides when to call. At most one e-mail per interval (LEAD_NOTIFY_INTERVAL):
 * the function answers when the interval allows the next, and the call is made again then.
 *
 * Several servers may listen and call; the function's database call takes a batch under the
 * job's row lock, so one contact message is one e-mail whatever the number of servers, and the
 * interval holds across them. On hosted Supabase a Database Webhook and a schedule call the
 * same function (supabase/hosted/schedule.sql).
 */
import type pg from 'pg';
import type { Mailer } from './mailer.ts';
import { listen, type Listener } from '../../platform/db/listen.ts';
import { coalescedJob } from './coalesced-job.ts';
import type { MailFunctionCall } from './mail-function-call.ts';

/** A failed call is made again after the interval, at least this late. */
const MIN_RETRY_MS = 1_000;

export interface LeadNotifierOptions {
  db: pg.Pool;
  mail: Mailer;
  call: MailFunctionCall;
  intervalMs: number;
  log: (message: string) => void;
}

export interface LeadNotifier {
  close(): Promise<void>;
}

export async function startLeadNotifier(opts: LeadNotifierOptions): Promise<LeadNotifier> {
  let warnedNoAddress = false;
  const retryMs = Math.max(opts.intervalMs, MIN_RETRY_MS);

  const job = coalescedJob(async () => {
    let answer: Record<string, unknown>;
    try {
      answer = await opts.call('lead-notify', {});
    } catch (err) {
      // The queue keeps the messages for the next try.
      opts.log(`Bildirim e-postası hazırlanamadı: ${(err as Error).message}`);
      return retryMs;
    }
    switch (answer.result) {
      case 'queued':
        warnedNoAddress = false;
        opts.mail.sendSoon();
        // A batch holds at most 500 messages: look again when the next e-mail may go.
        return opts.intervalMs;
      case 'no_address':
        if (!warnedNoAddress) opts.log('Yeni iletişim mesajı: Site Ayarları\'nda "Bildirim e-postası" boş, bildirim gönderilmedi.');
        warnedNoAddress = true;
        return undefined;
      case 'not_due':
      case 'busy':
        return typeof answer.retry_in_ms === 'number' ? answer.retry_in_ms : retryMs;
      default:
        return undefined;
    }
  });

  const listener: Listener = await listen(
    opts.db,
    'contact_message_created',
    {
      onNotify: job.run,
      // Notifications sent while nobody listened: the queue still holds their messages.
      onSubscribed: job.run,
    },
    opts.log,
    'Lead notifications',
  );

  return {
    async close() {
      await job.close();
      await listener.close();
    },
  };
}
