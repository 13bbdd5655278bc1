/**
 * Fixed-window attempt counters for password sign-in, MFA verification, sign-up and recovery
 * e-mails. Keys are built from canonical identifiers only (see identifiers.ts).
 *
 * The server keeps them in PostgreSQL (`private.rate_limit_counters`, an unlogged table, one
 * round trip per check), so several server processes over one database enforce one limit,
 * not one per process. Memory counters remain for unit tests.
 * An attempt is counted before the (slow) password check and refunded when it succeeds, so
 * parallel guesses cannot slip past the limit while being checked.
 */
import type pg from 'pg';
import type { AuthLimits } from '../config.ts';

/** Where the counts live; every method is one step (one round trip for the database). */
export interface CounterStore {
  /** Counts an attempt unless `limit` is reached; 0 when counted, else the seconds to wait. */
  take(key: string, limit: number, windowMs: number): Promise<number>;
  refund(key: string): Promise<void>;
  /** Forgets every attempt under the key. */
  reset(key: string): Promise<void>;
  count(key: string): Promise<number>;
}

/** The counters every server over the database shares. */
export function databaseCounters(pool: pg.Pool): CounterStore {
  return {
    async take(key, limit, windowMs) {
      const { rows } = await pool.query<{ wait: number }>('select private.rate_limit_take($1, $2, $3) as wait', [key, limit, windowMs]);
      return rows[0]!.wait;
    },
    async refund(key) {
      await pool.query('select private.rate_limit_refund($1)', [key]);
    },
    async reset(key) {
      await pool.query('delete from private.rate_limit_counters where key = $1', [key]);
    },
    async count(key) {
      const { rows } = await pool.query<{ n: number }>('select private.rate_limit_count($1) as n', [key]);
      return rows[0]!.n;
    },
  };
}

/** Counters in this process's memory (unit tests; one process only). */
export function memoryCounters(): CounterStore {
  const windows = new Map<string, { count: number; resetAt: number }>();
  return {
    async take(key, limit, windowMs) {
      const now = Date.now();
      let w = windows.get(key);
      if (!w || w.resetAt <= now) windows.set(key, (w = { count: 0, resetAt: now + windowMs }));
      if (w.count >= limit) return Math.max(1, Math.ceil((w.resetAt - now) / 1000));
      w.count++;
      return 0;
    },
    async refund(key) {
      const w = windows.get(key);
      if (w && w.count > 0 && w.resetAt > Date.now()) w.count--;
    },
    async reset(key) {
      windows.delete(key);
    },
    async count(key) {
      const w = windows.get(key);
      return w && w.resetAt > Date.now() ? w.count : 0;
    },
  };
}

/** One kind of limit: a window length over a counter store. */
export class RateLimiter {
  constructor(
    private readonly windowMs: number,
    private readonly store: CounterStore,
  ) {}

  /**
   * Counts an attempt under `key` unless `limit` is already reached; resolves with the
   * seconds to wait when refused, or 0 when the attempt was counted.
   */
  take(key: string, limit: number): Promise<number> {
    return this.store.take(key, limit, this.windowMs);
  }

  /** Gives back an attempt counted by take() (a successful sign-in does not count). */
  refund(key: string): Promise<void> {
    return this.store.refund(key);
  }

  /** Forgets every attempt under `key` (a successful sign-in from that address). */
  reset(key: string): Promise<void> {
    return this.store.reset(key);
  }

  /** Attempts counted under `key` in its current window. */
  count(key: string): Promise<number> {
    return this.store.count(key);
  }
}

export type { AuthLimits };

/** The configured limits (server/config.ts), with per-handler overrides (tests). */
export function currentLimits(configured: AuthLimits, overrides: Partial<AuthLimits> = {}): AuthLimits {
  return { ...configured, ...overrides };
}
