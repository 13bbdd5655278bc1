/**
 * Newsletter double opt-in on the embedded server: a new pending sign-up (database notification
 * `newsletter_confirmation_needed`, and a sweep whenever the listener (re)subscribes, for
 * notifications sent while nobody listened) makes this server call the Edge Function
 * `newsletter-confirm` (supabase/functions/newsletter-confirm), which e-mails every pending
 * sign-up still without its e-mail: it makes the tokens, composes the e-mail and claims the
 * sign-up and stores the e-mail in one transaction, so of several servers one sends. Calls are
 * coalesced (a burst of sign-ups is one call); a failed call is made again later.
 */
import type pg from 'pg';
import type { Mailer } from './mailer.ts';
import { listen, type Listener } from '../../platform/db/listen.ts';
import { coalescedJob } from './coalesced-job.ts';
import type { MailFunctionCall } from './mail-function-call.ts';

const RETRY_MS = 10_000;
/** The function e-mails at most this many sign-ups a call; a full batch means more wait. */
const BATCH = 100;

export interface NewsletterConfirmerOptions {
  db: pg.Pool;
  mail: Mailer;
  call: MailFunctionCall;
  log: (message: string) => void;
}

export async function startNewsletterConfirmer(opts: NewsletterConfirmerOptions): Promise<{ close(): Promise<void> }> {
  const job = coalescedJob(async () => {
    let answer: Record<string, unknown>;
    try {
      answer = await opts.call('newsletter-confirm', {});
    } catch (err) {
      opts.log(`Bülten onay e-postası hazırlanamadı: ${(err as Error).message}`);
      return RETRY_MS;
    }
    const queued = typeof answer.queued === 'number' ? answer.queued : 0;
    if (queued > 0) opts.mail.sendSoon();
    // A full batch that sent something: more may wait.
    return answer.pending === BATCH && queued > 0 ? 0 : undefined;
  });

  const listener: Listener = await listen(
    opts.db,
    'newsletter_confirmation_needed',
    { onNotify: job.run, onSubscribed: job.run },
    opts.log,
    'Newsletter confirmations',
  );
  return {
    async close() {
      await job.close();
      await listener.close();
    },
  };
}
