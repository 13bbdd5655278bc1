/**
 * Audit-log retention (KVKK: the log holds who did what, personal data too): Site Ayarları →
 * "İşlem kaydı saklama süresi (gün)". The database function `public.prune_audit_log()` deletes
 * the entries older than that (the only delete the log's append-only trigger lets through) and
 * returns how many; this runs it when the server starts and then every hour, as the contact
 * messages' retention does (contact-retention.ts), one server at a time through a
 * transaction-level advisory lock. On hosted Supabase, pg_cron can call the same function.
 */
import type pg from 'pg';
import { errorText, repeatJob, type RepeatingJob } from '../../platform/repeating-job.ts';

export const AUDIT_RETENTION_INTERVAL_MS = 3_600_000;

export function pruneAuditWithPool(pool: pg.Pool): () => Promise<number> {
  return async () =>
    (
      await pool.query<{ n: number }>(
        `select case when pg_try_advisory_xact_lock(hashtext('ajans_audit_retention')) then public.prune_audit_log() else 0 end as n`,
      )
    ).rows[0]!.n;
}

export function scheduleAuditRetention(opts: { prune: () => Promise<number>; log: (message: string) => void; intervalMs?: number }): RepeatingJob {
  return repeatJob({
    intervalMs: opts.intervalMs ?? AUDIT_RETENTION_INTERVAL_MS,
    async run() {
      const deleted = await opts.prune();
      if (deleted > 0) opts.log(`Saklama süresi dolan ${deleted} işlem kaydı silindi`);
      return deleted;
    },
    onError: (err) => opts.log(`İşlem kaydı saklama süresi uygulanamadı: ${errorText(err)}`),
  });
}
