/**
 * A number that changes whenever public content or the settings change, whoever changed them
 * (the API, the admin, SQL): the database notifies 'content_changed' (migration
 * ..._content_change_notify.sql) and we LISTEN on one dedicated connection. Caches key on it.
 * If the connection drops, the version moves on every read until it is back (no stale pages);
 * it reconnects with backoff and moves on once more after subscribing again.
 */
import type pg from 'pg';

export interface ContentVersion {
  current(): number;
  /** A write went through this server's API: move on without waiting for the notification. */
  bump(): void;
  close(): Promise<void>;
}

const RETRY_MIN_MS = 250;
const RETRY_MAX_MS = 5000;

export async function watchContentVersion(pool: pg.Pool, log: (m: string) => void): Promise<ContentVersion> {
  let version = 0;
  let client: pg.PoolClient | undefined;
  let closed = false;

  let retryMs = RETRY_MIN_MS;
  const retry = () => {
    if (closed) return;
    setTimeout(() => void connect(), retryMs);
    retryMs = Math.min(retryMs * 2, RETRY_MAX_MS);
  };

  async function connect(): Promise<void> {
    if (closed) return;
    let c: pg.PoolClient;
    try {
      c = await pool.connect();
    } catch (err) {
      log(`Content change listener could not connect: ${(err as Error).message}`);
      return retry();
    }
    let lost = false;
    c.on('notification', () => version++);
    c.on('error', (err) => {
      // After close() the client was given back already; a pending listen releases it itself.
      if (lost || closed) return;
      lost = true;
      if (client === c) client = undefined;
      c.release(err);
      log(`Content change listener lost its connection: ${err.message}`);
      retry();
    });
    try {
      await c.query('listen content_changed');
    } catch (err) {
      if (!lost) {
        lost = true;
        c.release(err as Error);
        log(`Content change listener could not subscribe: ${(err as Error).message}`);
        retry();
      }
      return;
    }
    if (closed) {
      c.release();
      return;
    }
    client = c;
    retryMs = RETRY_MIN_MS;
    // Changes made while we were not listening were missed: move on once more.
    version++;
  }
  await connect();

  return {
    current: () => (client ? version : ++version),
    bump: () => void version++,
    async close() {
      closed = true;
      const c = client;
      client = undefined;
      if (c) {
        await c.query('unlisten content_changed').catch(() => {});
        c.removeAllListeners('notification');
        c.release();
      }
    },
  };
}
