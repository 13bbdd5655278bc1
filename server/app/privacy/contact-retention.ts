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

export const CONTACT_RETENTION_INTERVAL_MS = 3_600_000;

export interface ContactRetention {
  /** One pruning now (what the timer does); the number of messages deleted. */
  runOnce(): Promise<number>;
  close(): Promise<void>;
}

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
  const interval = opts.intervalMs ?? CONTACT_RETENTION_INTERVAL_MS;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | undefined;
  let closed = false;

  async function runOnce(): Promise<number> {
    const deleted = await opts.prune();
    if (deleted > 0) opts.log(`Saklama süresi dolan ${deleted} iletişim mesajı silindi`);
    return deleted;
  }

  const tick = () => {
    if (closed) return;
    running = runOnce().catch((err: unknown) => {
      // A failed run (database restarting, say) is tried again at the next tick.
      opts.log(`İletişim mesajı saklama süresi uygulanamadı: ${err instanceof Error ? err.message : String(err)}`);
      return 0;
    });
    void running.finally(() => {
      if (closed) return;
      timer = setTimeout(tick, interval);
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
