/**
 * Lead notifications: each new contact message (database notification
 * `contact_message_created`, sent by a trigger, so any insert path counts) is e-mailed to
 * the site settings' `notification_email`. At most one e-mail per interval (60 s by
 * default, LEAD_NOTIFY_INTERVAL): the first message goes at once, the ones arriving within
 * the interval after it go together in the next e-mail ("3 yeni mesaj").
 * On hosted Supabase a Database Webhook on contact_messages inserts calling an Edge Function
 * would play this part.
 */
import type pg from 'pg';
import type { Mailer } from './mailer.ts';
import { listen, type Listener } from '../../platform/db/listen.ts';
import { leadNotificationMail, type LeadRow } from './templates/lead-notification.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

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

export async function startLeadNotifier(opts: LeadNotifierOptions): Promise<LeadNotifier> {
  const waiting = new Set<string>();
  let lastSentAt = -Infinity;
  let timer: NodeJS.Timeout | undefined;
  let closed = false;
  let warnedNoAddress = false;
  /** While a batch is read and queued, new ids wait for the next one. */
  let flushing = false;

  async function flush(): Promise<void> {
    timer = undefined;
    if (closed || waiting.size === 0) return;
    const ids = [...waiting];
    waiting.clear();
    flushing = true;
    try {
      const settings = await opts.db.query<{ notification_email: string | null }>('select notification_email from public.site_settings limit 1');
      const to = settings.rows[0]?.notification_email?.trim();
      if (!to) {
        if (!warnedNoAddress) opts.log('Yeni iletişim mesajı: Site Ayarları\'nda "Bildirim e-postası" boş, bildirim gönderilmedi.');
        warnedNoAddress = true;
        return;
      }
      warnedNoAddress = false;
      const { rows } = await opts.db.query<LeadRow>(
        `select id::text, name, email, phone, company, service, message, created_at::text
           from public.contact_messages where id = any($1::uuid[]) order by created_at, id`,
        [ids],
      );
      if (!rows.length) return;
      opts.mail.queue(leadNotificationMail(to, opts.siteUrl(), rows));
      lastSentAt = Date.now();
    } catch (err) {
      // The database is away: keep the ids for the next try.
      for (const id of ids) waiting.add(id);
      opts.log(`Bildirim e-postası hazırlanamadı: ${(err as Error).message}`);
      lastSentAt = Date.now();
    } finally {
      flushing = false;
      schedule();
    }
  }

  function schedule(): void {
    if (closed || timer || flushing || waiting.size === 0) return;
    timer = setTimeout(() => void flush(), Math.max(0, lastSentAt + opts.intervalMs - Date.now()));
    timer.unref?.();
  }

  const listener: Listener = await listen(
    opts.db,
    'contact_message_created',
    {
      onNotify(payload) {
        if (!UUID.test(payload)) return;
        waiting.add(payload);
        schedule();
      },
    },
    opts.log,
    'Lead notifications',
  );

  return {
    async close() {
      closed = true;
      if (timer) clearTimeout(timer);
      await listener.close();
    },
  };
}
