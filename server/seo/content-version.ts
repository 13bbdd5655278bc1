/**
 * A number that changes whenever public content or the settings change, whoever changed them
 * (the API, the admin, SQL): the database notifies 'content_changed' (migration
 * ..._content_change_notify.sql) and we LISTEN on one dedicated connection (db/listen.ts).
 * Caches key on it. If the connection drops, the version moves on every read until it is
 * back (no stale pages); after subscribing again it moves on once more.
 */
import type pg from 'pg';
import { listen } from '../db/listen.ts';

export interface ContentVersion {
  current(): number;
  /** A write went through this server's API: move on without waiting for the notification. */
  bump(): void;
  close(): Promise<void>;
}

export async function watchContentVersion(pool: pg.Pool, log: (m: string) => void): Promise<ContentVersion> {
  let version = 0;
  const listener = await listen(
    pool,
    'content_changed',
    {
      onNotify: () => void version++,
      // Changes made while we were not listening were missed: move on once more.
      onSubscribed: () => void version++,
    },
    log,
    'Content change listener',
  );
  return {
    current: () => (listener.listening ? version : ++version),
    bump: () => void version++,
    close: () => listener.close(),
  };
}
