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

export interface DraftSchedule {
  /** One pass now (what the timer does): the number of drafts published. */
  runOnce(): Promise<number>;
  close(): Promise<void>;
}

export function scheduleDrafts(pool: pg.Pool, log: (message: string) => void, intervalSeconds: number): DraftSchedule {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | undefined;
  let closed = false;

  async function runOnce(): Promise<number> {
    const applied = (await pool.query<{ n: number }>('select public.apply_due_drafts() as n')).rows[0]!.n;
    if (applied > 0) log(`Zamanı gelen ${applied} taslak yayınlandı`);
    return applied;
  }

  const tick = () => {
    if (closed) return;
    running = runOnce().catch((err: unknown) => {
      // The database restarting, say: tried again at the next tick.
      log(`Zamanlanmış taslaklar yayınlanamadı: ${err instanceof Error ? err.message : String(err)}`);
      return 0;
    });
    void running.finally(() => {
      if (closed) return;
      timer = setTimeout(tick, intervalSeconds * 1000);
      timer.unref?.();
    });
  };
  tick();

  return {
    runOnce,
    async close() {
      closed = true;
      clearTimeout(timer);
      await running;
    },
  };
}
