/**
 * A moment as Istanbul's wall clock and back, for `<input type="datetime-local">` (which has
 * no time zone): staff schedule in Istanbul time whatever their computer's zone, and the
 * database stores the instant (`timestamptz`).
 */
const TIME_ZONE = 'Europe/Istanbul';

const parts = new Intl.DateTimeFormat('en-US', {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/** Istanbul's wall clock at `ms`, read as if it were UTC (ms). */
function wallClockAsUtc(ms: number): number {
  const p = Object.fromEntries(parts.formatToParts(new Date(ms)).map((x) => [x.type, x.value]));
  return Date.UTC(Number(p.year), Number(p.month) - 1, Number(p.day), Number(p.hour), Number(p.minute), Number(p.second));
}

const pad = (n: number) => String(n).padStart(2, '0');

/** '2026-11-30T09:00' (Istanbul) for an instant; '' for none or an invalid one. */
export function toIstanbulInput(value: string | null | undefined): string {
  if (!value) return '';
  const ms = Date.parse(value);
  if (Number.isNaN(ms)) return '';
  const d = new Date(wallClockAsUtc(ms));
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}T${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}`;
}

/** The instant (ISO, UTC) of an Istanbul wall-clock time '2026-11-30T09:00'; null for '' or garbage. */
export function fromIstanbulInput(local: string): string | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(local);
  if (!m) return null;
  const asUtc = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]), Number(m[4]), Number(m[5]), Number(m[6] ?? 0));
  // The zone's offset at that moment; asked twice so a change of offset in between is followed.
  let ms = asUtc - (wallClockAsUtc(asUtc) - asUtc);
  ms = asUtc - (wallClockAsUtc(ms) - ms);
  return new Date(ms).toISOString();
}
