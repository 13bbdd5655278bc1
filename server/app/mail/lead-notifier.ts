/**
 * Lead notifications: each new contact message (queued by the insert trigger in
 * `private.lead_notification_queue`, announced by the notification `contact_message_created`,
 * so any insert path counts) is e-mailed to the site settings' `notification_email`. At most
 * one e-mail per interval (60 s by default, LEAD_NOTIFY_INTERVAL): the first message goes at
 * once, the ones arriving within the interval after it go together in the next e-mail
 * ("3 yeni mesaj").
 *
 * Several servers may listen; one batch is taken by one of them only: the taker holds the
 * job's row in `private.background_jobs` (FOR UPDATE SKIP LOCKED), where the time of the last
 * e-mail is kept, and empties the queue and stores the e-mail in the outbox in that same
 * transaction. So one contact message is one e-mail whatever the number of servers, and the
 * interval holds across them.
 * On hosted Supabase a Database Webhook on contact_messages inserts calling an Edge Function
 * would play this part.
 */
import type pg from 'pg';
import type { Mailer } from './mailer.ts';
import { listen, type Listener } from '../../platform/db/listen.ts';
import { leadNotificationMail, type LeadRow } from './templates/lead-notification.ts';

const JOB = 'lead-notification';
/** Another server holds the job: look again shortly (its batch may have missed our message). */
const BUSY_RETRY_MS = 1_000;

export interface LeadNotifierOptions {
  db: pg.Pool;
  mail: Mailer;
  /** The public origin for the admin links. */
  siteUrl: () => string;
  intervalMs: number;
  log: (message: string) => void;
}

export interface LeadNotifier {
  close(): Promise<void>;
}

type Outcome = { wait: number } | { done: true };

export async function startLeadNotifier(opts: LeadNotifierOptions): Promise<LeadNotifier> {
  let timer: NodeJS.Timeout | undefined;
  let timerAt = Infinity;
  let closed = false;
  let warnedNoAddress = false;
  let running: Promise<void> | undefined;
  let again = false;

  /** One try at taking the batch; says when to look again, if ever. */
  async function takeBatch(client: pg.PoolClient): Promise<Outcome> {
    const job = await client.query<{ due_in_ms: number | null }>(
      `select (extract(epoch from (last_run_at + make_interval(secs => $2 / 1000.0) - now())) * 1000)::float8 as due_in_ms
         from private.background_jobs where name = $1 for update skip locked`,
      [JOB, opts.intervalMs],
    );
    if (!job.rows.length) return { wait: BUSY_RETRY_MS };
    const dueIn = job.rows[0]!.due_in_ms;
    if (dueIn !== null && dueIn > 0) {
      const queued = await client.query('select 1 from private.lead_notification_queue limit 1');
      return queued.rows.length ? { wait: dueIn } : { done: true };
    }
    const taken = await client.query<{ id: string }>('delete from private.lead_notification_queue returning contact_message_id::text as id');
    if (!taken.rows.length) return { done: true };
    const settings = await client.query<{ notification_email: string | null }>('select notification_email from public.site_settings limit 1');
    const to = settings.rows[0]?.notification_email?.trim();
    if (!to) {
      if (!warnedNoAddress) opts.log('Yeni iletişim mesajı: Site Ayarları\'nda "Bildirim e-postası" boş, bildirim gönderilmedi.');
      warnedNoAddress = true;
      return { done: true };
    }
    warnedNoAddress = false;
    const { rows } = await client.query<LeadRow>(
      `select id::text, name, email, phone, company, service, message, created_at::text
         from public.contact_messages where id = any($1::uuid[]) order by created_at, id`,
      [taken.rows.map((r) => r.id)],
    );
    if (!rows.length) return { done: true };
    await opts.mail.queueInTransaction(client, leadNotificationMail(to, opts.siteUrl(), rows));
    await client.query('update private.background_jobs set last_run_at = now() where name = $1', [JOB]);
    return { done: true };
  }

  async function flush(): Promise<void> {
    let outcome: Outcome;
    const client = await opts.db.connect();
    try {
      await client.query('begin');
      outcome = await takeBatch(client);
      await client.query('commit');
    } catch (err) {
      await client.query('rollback').catch(() => {});
      // The database is away: the queue keeps the messages for the next try.
      opts.log(`Bildirim e-postası hazırlanamadı: ${(err as Error).message}`);
      outcome = { wait: opts.intervalMs };
    } finally {
      client.release();
    }
    if ('done' in outcome) opts.mail.sendSoon();
    else schedule(outcome.wait);
  }

  /** Runs a flush now, or right after the running one (a notification arrived meanwhile). */
  function run(): void {
    if (closed) return;
    if (running) {
      again = true;
      return;
    }
    running = flush().finally(() => {
      running = undefined;
      if (again) {
        again = false;
        run();
      }
    });
  }

  function schedule(ms: number): void {
    if (closed) return;
    const at = Date.now() + ms;
    if (timer && timerAt <= at) return;
    if (timer) clearTimeout(timer);
    timerAt = at;
    timer = setTimeout(() => {
      timer = undefined;
      timerAt = Infinity;
      run();
    }, ms);
    timer.unref?.();
  }

  const listener: Listener = await listen(
    opts.db,
    'contact_message_created',
    {
      onNotify: run,
      // Notifications sent while nobody listened: the queue still holds their messages.
      onSubscribed: run,
    },
    opts.log,
    'Lead notifications',
  );

  return {
    async close() {
      closed = true;
      if (timer) clearTimeout(timer);
      await listener.close();
      await running;
    },
  };
}
