/**
 * Scheduled drafts of published items ("… tarihinde yayınla"): a draft in `content_drafts`
 * with a `publish_at` is applied to its row at that time by the database function
 * `public.apply_due_drafts()` (migration ..._content_drafts_publish.sql: row written and
 * draft deleted in one transaction, the row's version checked). This calls it every
 * DRAFT_SCHEDULE_SECONDS (default 30). Several servers on one database may call it at once:
 * the function skips drafts another call holds. The row's write notifies content changes, so
 * cached pages follow. On hosted Supabase, pg_cron can call the same function.
 */
import type pg from 'pg';
import { errorText, repeatJob, type RepeatingJob } from '../../platform/repeating-job.ts';

export type DraftSchedule = RepeatingJob;

export function scheduleDrafts(pool: pg.Pool, log: (message: string) => void, intervalSeconds: number): DraftSchedule {
  return repeatJob({
    intervalMs: intervalSeconds * 1000,
    async run() {
      const applied = (await pool.query<{ n: number }>('select public.apply_due_drafts() as n')).rows[0]!.n;
      if (applied > 0) log(`Zamanı gelen ${applied} taslak yayınlandı`);
      return applied;
    },
    onError: (err) => log(`Zamanlanmış taslaklar yayınlanamadı: ${errorText(err)}`),
  });
}
