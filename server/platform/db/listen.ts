/**
 * LISTEN on one channel over a dedicated pooled connection that survives a database restart:
 * when the connection drops it reconnects with backoff and subscribes again. Notifications
 * sent while nobody listened are lost, so `onSubscribed` runs after every (re)subscription
 * and callers treat it as "something may have changed".
 */
import type pg from 'pg';

export interface Listener {
  /** Whether the subscription is live right now. */
  readonly listening: boolean;
  close(): Promise<void>;
}

export interface ListenHandlers {
  onNotify(payload: string): void;
  /** After the first subscription and after every re-subscription. */
  onSubscribed?(): void;
}

const RETRY_MIN_MS = 250;
const RETRY_MAX_MS = 5000;

export async function listen(pool: pg.Pool, channel: string, handlers: ListenHandlers, log: (m: string) => void, what: string): Promise<Listener> {
  let client: pg.PoolClient | undefined;
  let closed = false;
  let retryMs = RETRY_MIN_MS;
  const quoted = `"${channel.replace(/"/g, '""')}"`;

  const retry = () => {
    if (closed) return;
    setTimeout(() => void connect(), retryMs).unref?.();
    retryMs = Math.min(retryMs * 2, RETRY_MAX_MS);
  };

  async function connect(): Promise<void> {
    if (closed) return;
    let c: pg.PoolClient;
    try {
      c = await pool.connect();
    } catch (err) {
      log(`${what} could not connect: ${(err as Error).message}`);
      return retry();
    }
    let lost = false;
    c.on('notification', (msg) => {
      if (msg.channel === channel) handlers.onNotify(msg.payload ?? '');
    });
    c.on('error', (err) => {
      // After close() the client was given back already; a pending listen releases it itself.
      if (lost || closed) return;
      lost = true;
      if (client === c) client = undefined;
      c.release(err);
      log(`${what} lost its connection: ${err.message}`);
      retry();
    });
    try {
      await c.query(`listen ${quoted}`);
    } catch (err) {
      if (!lost) {
        lost = true;
        c.release(err as Error);
        log(`${what} could not subscribe: ${(err as Error).message}`);
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
    handlers.onSubscribed?.();
  }
  await connect();

  return {
    get listening() {
      return client !== undefined;
    },
    async close() {
      closed = true;
      const c = client;
      client = undefined;
      if (c) {
        await c.query(`unlisten ${quoted}`).catch(() => {});
        c.removeAllListeners('notification');
        c.release();
      }
    },
  };
}
