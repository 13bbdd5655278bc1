/** The numbers on the subscribers screen. "This month" counts from the 1st, Istanbul time. */
import type { SubscriberStatus } from '../../../schema/newsletter-subscribers.ts';

export interface SubscriberStats {
  total: number;
  pending: number;
  active: number;
  unsubscribed: number;
  thisMonth: number;
}

/** Midnight of the 1st of `now`'s month in Istanbul (UTC+3 all year), as an instant. */
export function startOfMonthIstanbul(now: Date): Date {
  const istanbul = new Date(now.getTime() + 3 * 3600_000);
  return new Date(Date.UTC(istanbul.getUTCFullYear(), istanbul.getUTCMonth(), 1) - 3 * 3600_000);
}

export function subscriberStats(rows: { status: SubscriberStatus | string; subscribed_at: string }[], now = new Date()): SubscriberStats {
  const monthStart = startOfMonthIstanbul(now).getTime();
  return {
    total: rows.length,
    pending: rows.filter((r) => r.status === 'pending').length,
    active: rows.filter((r) => r.status === 'active').length,
    unsubscribed: rows.filter((r) => r.status === 'unsubscribed').length,
    thisMonth: rows.filter((r) => new Date(r.subscribed_at).getTime() >= monthStart).length,
  };
}

/** The update for a status change: unsubscribing stamps the time, returning to active clears it. */
export function statusChange(status: SubscriberStatus, now = new Date()): { status: SubscriberStatus; unsubscribed_at?: string | null } {
  if (status === 'unsubscribed') return { status, unsubscribed_at: now.toISOString() };
  if (status === 'active') return { status, unsubscribed_at: null };
  return { status };
}
