/**
 * Contact-message retention (KVKK: personal data is kept no longer than its purpose needs):
 * Site Ayarları → "İletişim mesajları saklama süresi (ay)"; empty keeps them. The database
 * function `public.prune_contact_messages()` deletes the messages older than that and returns
 * how many; this runs it when the server starts and then every hour. Several servers on one
 * database take turns through a transaction-level advisory lock: while one prunes, another's
 * run does nothing (and a later run finds nothing left to delete). On hosted Supabase,
 * pg_cron can call the same function.
 */
import type pg from 'pg';
import { errorText, repeatJob, type RepeatingJob } from '../../platform/repeating-job.ts';

export const CONTACT_RETENTION_INTERVAL_MS = 3_600_000;

export type ContactRetention = RepeatingJob;

export interface ContactRetentionOptions {
  /** Deletes what is past the retention period and returns how many messages it deleted. */
  prune: () => Promise<number>;
  log: (message: string) => void;
  intervalMs?: number;
}

/**
 * Runs the database function with the server's own connection (the function's owner may),
 * unless another server is running it right now (the lock lasts the statement's transaction).
 */
export function pruneWithPool(pool: pg.Pool): () => Promise<number> {
  return async () =>
    (
      await pool.query<{ n: number }>(
        `select case when pg_try_advisory_xact_lock(hashtext('ajans_contact_retention')) then public.prune_contact_messages() else 0 end as n`,
      )
    ).rows[0]!.n;
}

export function scheduleContactRetention(opts: ContactRetentionOptions): ContactRetention {
  return repeatJob({
    intervalMs: opts.intervalMs ?? CONTACT_RETENTION_INTERVAL_MS,
    async run() {
      const deleted = await opts.prune();
      if (deleted > 0) opts.log(`Saklama süresi dolan ${deleted} iletişim mesajı silindi`);
      return deleted;
    },
    onError: (err) => opts.log(`İletişim mesajı saklama süresi uygulanamadı: ${errorText(err)}`),
  });
}
