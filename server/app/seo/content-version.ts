/**
 * A number that changes whenever public content or the settings change, whoever changed them
 * (the API, the admin, SQL): the database notifies 'content_changed' (migration
 * ..._content_change_notify.sql) and we LISTEN on one dedicated connection (db/listen.ts).
 * Caches key on it. If the connection drops, the version moves on every read until it is
 * back (no stale pages); after subscribing again it moves on once more. Scheduled content
 * going live is a change nobody writes: the version also moves when the next publication
 * time passes (publication-schedule.ts).
 */
import type pg from 'pg';
import { listen } from '../../platform/db/listen.ts';
import { publicationSchedule, type PublicationSchedule } from './publication-schedule.ts';

export interface ContentVersion {
  current(): number;
  /** A write went through this server's API: move on without waiting for the notification. */
  bump(): void;
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
  const listener = await listen(
    pool,
    'content_changed',
    {
      onNotify: moved,
      // Changes made while we were not listening were missed: move on once more.
      onSubscribed: moved,
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
    schedule,
    close: () => listener.close(),
  };
}
