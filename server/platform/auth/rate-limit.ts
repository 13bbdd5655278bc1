/**
 * Fixed-window attempt counters for password sign-in and MFA verification.
 * Keys are built from canonical identifiers only (see identifiers.ts).
 *
 * In memory, per process: several server processes sharing one database each keep
 * their own counters, so the effective limit is the limit times the process count.
 * An attempt is counted before the (slow) password check and refunded when it
 * succeeds, so parallel guesses cannot slip past the limit while being checked.
 */
import type { AuthLimits } from '../config.ts';

interface Window {
  count: number;
  resetAt: number;
}

export class RateLimiter {
  private readonly windows = new Map<string, Window>();

  constructor(private readonly windowMs: number) {}

  /**
   * Counts an attempt under `key` unless `limit` is already reached; returns the
   * seconds to wait when refused, or 0 when the attempt was counted.
   */
  take(key: string, limit: number, now = Date.now()): number {
    this.sweep(now);
    let w = this.windows.get(key);
    if (!w || w.resetAt <= now) {
      w = { count: 0, resetAt: now + this.windowMs };
      this.windows.set(key, w);
    }
    if (w.count >= limit) return Math.max(1, Math.ceil((w.resetAt - now) / 1000));
    w.count++;
    return 0;
  }

  /** Gives back an attempt counted by take() (a successful sign-in does not count). */
  refund(key: string): void {
    const w = this.windows.get(key);
    if (w && w.count > 0) w.count--;
  }

  /** Forgets every attempt under `key` (a successful sign-in from that address). */
  reset(key: string): void {
    this.windows.delete(key);
  }

  /** Attempts counted under `key` in its current window. */
  count(key: string, now = Date.now()): number {
    const w = this.windows.get(key);
    return w && w.resetAt > now ? w.count : 0;
  }

  private lastSweep = 0;

  private sweep(now: number): void {
    if (now - this.lastSweep < this.windowMs) return;
    this.lastSweep = now;
    for (const [k, w] of this.windows) if (w.resetAt <= now) this.windows.delete(k);
  }
}

export type { AuthLimits };

/** The configured limits (server/config.ts), with per-handler overrides (tests). */
export function currentLimits(configured: AuthLimits, overrides: Partial<AuthLimits> = {}): AuthLimits {
  return { ...configured, ...overrides };
}
