/**
 * A number that changes whenever public content or the settings change, whoever changed them
 * (the API, the admin, SQL): the database notifies 'content_changed' (migration
 * ..._content_change_notify.sql) and we LISTEN on one dedicated connection. Caches key on it.
 * If the connection drops, the version moves on every read until it is back (no stale pages).
 */
import type pg from 'pg';

export interface ContentVersion {
  current(): number;
  /** A write went through this server's API: move on without waiting for the notification. */
  bump(): void;
  close(): Promise<void>;
}

export async function watchContentVersion(pool: pg.Pool, log: (m: string) => void): Promise<ContentVersion> {
  let version = 0;
  let client: pg.PoolClient | undefined;
  let closed = false;

  async function connect(): Promise<void> {
    try {
      const c = await pool.connect();
      c.on('notification', () => version++);
      c.on('error', (err) => {
        if (client !== c) return; // already given back (closing)
        client = undefined;
        c.release(err);
        if (closed) return;
        log(`Content change listener lost its connection: ${err.message}`);
        setTimeout(() => void connect(), 1000);
      });
      await c.query('listen content_changed');
      client = c;
      version++;
    } catch (err) {
      log(`Content change listener could not connect: ${(err as Error).message}`);
      if (!closed) setTimeout(() => void connect(), 1000);
    }
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
