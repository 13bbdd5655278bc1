/**
 * Scheduled drafts of published items ("… tarihinde yayınla"): a draft in `content_drafts`
 * with a `publish_at` is applied to its row at that time by the database function
 * `public.apply_due_drafts()` (migration ..._scheduled_drafts_per_draft.sql: each draft in its
 * own subtransaction, row written and draft deleted together, the row's version checked, the
 * author still able to publish). This calls it every DRAFT_SCHEDULE_SECONDS (default 30).
 * Several servers on one database may call it at once: the function skips drafts another
 * call holds. The row's write notifies content changes, so cached pages follow. On hosted
 * Supabase, pg_cron calls the same function.
 *
 * A draft that cannot go live is unscheduled by the function, with its reason on the draft
 * (staff see it), and announced by a WARNING (hint `draft_unscheduled`): logged here once,
 * since the draft is no longer due at the next run; the other drafts go live regardless.
 */
import type pg from 'pg';
import { errorText, repeatJob, type RepeatingJob } from '../../platform/repeating-job.ts';
import { scheduleFailureReason } from '../../../src/lib/schedule-failure.ts';

export type DraftSchedule = RepeatingJob;

interface Notice {
  hint?: string;
  detail?: string;
}

/** What the function's WARNING says of one unscheduled draft. */
interface Unscheduled {
  draft: string;
  table: string;
  row: string;
  failure: string;
  error: string;
}

function unscheduledLine(u: Unscheduled): string {
  return `Zamanlanmış taslak yayınlanamadı ve zamanlamadan çıkarıldı: ${u.table} ${u.row} (taslak ${u.draft}): ${scheduleFailureReason(u.failure)} (${u.error})`;
}

export function scheduleDrafts(pool: pg.Pool, log: (message: string) => void, intervalSeconds: number): DraftSchedule {
  return repeatJob({
    intervalMs: intervalSeconds * 1000,
    async run() {
      const client = await pool.connect();
      const unscheduled: Unscheduled[] = [];
      const onNotice = (n: Notice) => {
        if (n.hint === 'draft_unscheduled' && n.detail) unscheduled.push(JSON.parse(n.detail) as Unscheduled);
      };
      client.on('notice', onNotice);
      let applied: number;
      try {
        applied = (await client.query<{ n: number }>('select public.apply_due_drafts() as n')).rows[0]!.n;
      } finally {
        client.off('notice', onNotice);
        client.release();
      }
      for (const u of unscheduled) log(unscheduledLine(u));
      if (applied > 0) log(`Zamanı gelen ${applied} taslak yayınlandı`);
      return applied;
    },
    onError: (err) => log(`Zamanlanmış taslaklar yayınlanamadı: ${errorText(err)}`),
  });
}
