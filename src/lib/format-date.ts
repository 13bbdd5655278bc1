/**
 * Date formatting for the Turkish UI. Always rendered in Istanbul time
 * (Europe/Istanbul, UTC+3 all year), regardless of the viewer's time zone.
 */

export type DateStyle = 'short' | 'long' | 'datetime';

const LOCALE = 'tr-TR';
const TIME_ZONE = 'Europe/Istanbul';

const OPTIONS: Readonly<Record<DateStyle, Intl.DateTimeFormatOptions>> = {
  // 22.11.2026
  short: { timeZone: TIME_ZONE, day: '2-digit', month: '2-digit', year: 'numeric' },
  // 22 Kasım 2026
  long: { timeZone: TIME_ZONE, day: 'numeric', month: 'long', year: 'numeric' },
  // 22.11.2026 14:05
  datetime: {
    timeZone: TIME_ZONE,
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  },
};

const formatters = new Map<DateStyle, Intl.DateTimeFormat>();

function getFormatter(style: DateStyle): Intl.DateTimeFormat {
  let f = formatters.get(style);
  if (!f) {
    f = new Intl.DateTimeFormat(LOCALE, OPTIONS[style]);
    formatters.set(style, f);
  }
  return f;
}

function toDate(value: string | Date | null | undefined): Date | null {
  if (value == null) return null;
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value;
  if (typeof value !== 'string' || value.trim() === '') return null;
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? null : d;
}

/** The calendar year of a moment in Istanbul time (the same on the server and in any browser). */
export function yearOf(date: Date): number {
  return Number(new Intl.DateTimeFormat(LOCALE, { timeZone: TIME_ZONE, year: 'numeric' }).format(date));
}

/** Formats a date (or ISO string) in Istanbul time; invalid or empty input gives ''. */
export function formatDate(value: string | Date | null | undefined, style: DateStyle = 'short'): string {
  const d = toDate(value);
  if (!d) return '';
  return getFormatter(style).format(d);
}
