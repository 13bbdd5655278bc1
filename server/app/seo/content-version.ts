/**
 * A number that changes whenever public content or the settings change, whoever changed them
 * (the API, the admin, SQL): the database notifies 'content_changed' (migration
 * ..._content_change_notify.sql) and we LISTEN on one dedicated connection (db/listen.ts).
 * Caches key on it. If the connection drops, the version moves on every read until it is
 * back (no stale pages); after subscribing again it moves on once more. Scheduled content
 * going live is a change nobody writes: the version also moves when the next publication
 * time passes (publication-schedule.ts). Which writes change it: follow-writes.ts.
 */
import type pg from 'pg';
import { listen } from '../../platform/db/listen.ts';
import { publicationSchedule, type PublicationSchedule } from './publication-schedule.ts';
import { notifyBarrier } from './notify-barrier.ts';

const CHANNEL = 'content_changed';

export interface ContentVersion {
  current(): number;
  /** A write went through this server's API: move on without waiting for the notification. */
  bump(): void;
  /**
   * A write went through this server's API that may or may not have changed public content:
   * resolves once every notification it caused has been heard (so the next request sees it).
   */
  settle(): Promise<void>;
  /** When scheduled content next goes live, as last read. */
  schedule: PublicationSchedule;
  close(): Promise<void>;
}

export async function watchContentVersion(pool: pg.Pool, log: (m: string) => void): Promise<ContentVersion> {
  let version = 0;
  const schedule = publicationSchedule(async () => {
    // Milliseconds since the epoch (timestamps stay strings in this server's pg type parsers).
    const { rows } = await pool.query<{ ms: number | null }>('select (extract(epoch from public.next_publication_at()) * 1000)::float8 as ms');
    return rows[0]?.ms ?? null;
  }, log);
  const moved = () => {
    version++;
    schedule.refresh();
  };
  const barrier = notifyBarrier(pool, CHANNEL, log);
  const listener = await listen(
    pool,
    CHANNEL,
    {
      onNotify: (payload) => {
        if (!barrier.heard(payload)) moved();
      },
      // Changes made while we were not listening were missed: move on once more.
      onSubscribed: () => {
        moved();
        barrier.releaseAll();
      },
    },
    log,
    'Content change listener',
  );
  return {
    current: () => {
      if (!listener.listening) return ++version;
      if (schedule.due()) moved();
      return version;
    },
    bump: moved,
    async settle() {
      // Not listening: the version moves on every read anyway.
      if (!listener.listening) return;
      if (!(await barrier.pass())) moved();
    },
    schedule,
    async close() {
      barrier.releaseAll();
      await listener.close();
    },
  };
}
