/**
 * Date formatting for the Turkish UI. Always rendered in Istanbul time
 * (Europe/Istanbul, UTC+3 all year), regardless of the viewer's time zone.
 */

export type DateStyle = 'short' | 'long' | 'datetime';

/** The default language's (the admin's, and Turkish pages'); a page passes its language's tag (schema/languages.ts `intl`). */
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

const formatters = new Map<string, Intl.DateTimeFormat>();

function getFormatter(style: DateStyle, locale: string): Intl.DateTimeFormat {
  const key = `${locale} ${style}`;
  let f = formatters.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat(locale, OPTIONS[style]);
    formatters.set(key, f);
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
export function formatDate(value: string | Date | null | undefined, style: DateStyle = 'short', locale: string = LOCALE): string {
  const d = toDate(value);
  if (!d) return '';
  return getFormatter(style, locale).format(d);
}
