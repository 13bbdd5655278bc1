/**
 * Waits until the content listener has heard every `content_changed` notification of the
 * transactions committed so far. PostgreSQL delivers a channel's notifications in commit
 * order, so we send a token of our own on the channel and wait for it to come back: whatever
 * a committed write notified arrived before it. Used after a write whose effects we cannot
 * tell from its name (a function, a table no public page reads that a trigger might extend).
 */
import { randomUUID } from 'node:crypto';
import type pg from 'pg';

/** The payload prefix of our tokens: content listeners ignore it (it is no change). */
export const BARRIER_PREFIX = 'barrier:';

/** Longer than any round trip on a working database; past it we assume a change. */
const BARRIER_TIMEOUT_MS = 5000;

export interface NotifyBarrier {
  /** Resolves with true when the token came back, false when it could not (then assume a change). */
  pass(): Promise<boolean>;
  /** A payload heard on the channel: true when it was one of our tokens (not a change). */
  heard(payload: string): boolean;
  /** Lets every wait go (the listener reconnected or closed: its tokens may be lost). */
  releaseAll(): void;
}

export function notifyBarrier(pool: pg.Pool, channel: string, log: (m: string) => void): NotifyBarrier {
  const server = randomUUID();
  let seq = 0;
  const waiting = new Map<string, (cameBack: boolean) => void>();
  return {
    pass() {
      const token = `${BARRIER_PREFIX}${server}:${++seq}`;
      return new Promise<boolean>((resolve) => {
        const timer = setTimeout(() => done(false), BARRIER_TIMEOUT_MS);
        timer.unref?.();
        function done(cameBack: boolean) {
          clearTimeout(timer);
          waiting.delete(token);
          resolve(cameBack);
        }
        waiting.set(token, done);
        pool.query('select pg_notify($1, $2)', [channel, token]).catch((err: unknown) => {
          log(`The content change barrier could not notify: ${err instanceof Error ? err.message : String(err)}`);
          done(false);
        });
      });
    },
    heard(payload) {
      if (!payload.startsWith(BARRIER_PREFIX)) return false;
      // Another server's token is no change either.
      waiting.get(payload)?.(true);
      return true;
    },
    releaseAll() {
      for (const done of [...waiting.values()]) done(false);
    },
  };
}
