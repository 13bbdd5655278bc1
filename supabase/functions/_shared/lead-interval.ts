/**
 * At most one lead e-mail per interval (LEAD_NOTIFY_INTERVAL seconds, 60 by default; a secret on
 * hosted Supabase, given by the embedded server from its own setting).
 */
import { optionalEnv } from './env.ts';

const DEFAULT_SECONDS = 60;

export function leadIntervalMs(): number {
  const raw = optionalEnv('LEAD_NOTIFY_INTERVAL');
  const seconds = raw === undefined || raw.trim() === '' ? DEFAULT_SECONDS : Number(raw);
  return Number.isFinite(seconds) && seconds >= 0 ? Math.round(seconds * 1000) : DEFAULT_SECONDS * 1000;
}
