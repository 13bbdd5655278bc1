/**
 * At most one lead e-mail per interval (LEAD_NOTIFY_INTERVAL seconds, 60 by default; a secret on
 * hosted Supabase, given by the embedded server from its own setting).
 */
const DEFAULT_SECONDS = 60;

export function leadIntervalMs(): number {
  let raw: string | undefined;
  try {
    raw = Deno.env.get('LEAD_NOTIFY_INTERVAL');
  } catch {
    // Not among the variables this process may read: the default.
    raw = undefined;
  }
  const seconds = raw === undefined || raw.trim() === '' ? DEFAULT_SECONDS : Number(raw);
  return Number.isFinite(seconds) && seconds >= 0 ? Math.round(seconds * 1000) : DEFAULT_SECONDS * 1000;
}
