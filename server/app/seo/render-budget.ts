/**
 * How many pages one client may have rendered (a cache miss: a full React render with its
 * data reads), as a token bucket per address: `burst` at once, then `perMinute`. Pages from
 * the cache cost nothing, so a visitor never meets it; a client forcing renders (junk query
 * strings, made-up hosts) gets 429 instead of the CPU. IPv6 counts per /64, the block one
 * subscriber holds. The table of buckets is bounded: the least recently seen go first.
 */
import { addressKey } from '../../platform/http/address-key.ts';

export interface RenderBudgetSettings {
  /** Renders a client may ask for at once (RENDER_BUDGET_BURST). */
  burst: number;
  /** Renders a client regains per minute (RENDER_BUDGET_PER_MINUTE). */
  perMinute: number;
}

const MAX_CLIENTS = 20_000;

export class RenderBudget {
  private readonly buckets = new Map<string, { tokens: number; at: number }>();

  constructor(
    private readonly settings: RenderBudgetSettings,
    private readonly now: () => number = () => Date.now(),
  ) {}

  /** Takes one render for `address`: 0 when granted, else the seconds until the next one. */
  take(address: string): number {
    const key = addressKey(address);
    const now = this.now();
    const perMs = this.settings.perMinute / 60_000;
    const known = this.buckets.get(key);
    const tokens = known ? Math.min(this.settings.burst, known.tokens + (now - known.at) * perMs) : this.settings.burst;
    this.buckets.delete(key);
    if (tokens < 1) {
      this.buckets.set(key, { tokens, at: now });
      return Math.max(1, Math.ceil((1 - tokens) / perMs / 1000));
    }
    this.buckets.set(key, { tokens: tokens - 1, at: now });
    if (this.buckets.size > MAX_CLIENTS) this.buckets.delete(this.buckets.keys().next().value!);
    return 0;
  }
}
