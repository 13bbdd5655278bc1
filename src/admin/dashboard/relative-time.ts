/**
 * "3 dakika önce", "dün", "2 gün önce" for recent activity; older than a week gives the
 * tr-TR date ('22 Kasım 2026').
 */
import { formatDate } from '../../lib/format-date.ts';

const rtf = new Intl.RelativeTimeFormat('tr-TR', { numeric: 'auto' });

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export function formatRelative(value: string | Date, now: number = Date.now()): string {
  const time = value instanceof Date ? value.getTime() : new Date(value).getTime();
  if (Number.isNaN(time)) return '';
  const seconds = Math.round((time - now) / 1000);
  const abs = Math.abs(seconds);
  if (abs < 45) return 'az önce';
  if (abs < 45 * MINUTE) return rtf.format(Math.round(seconds / MINUTE), 'minute');
  if (abs < 22 * HOUR) return rtf.format(Math.round(seconds / HOUR), 'hour');
  if (abs < 7 * DAY) return rtf.format(Math.round(seconds / DAY), 'day');
  return formatDate(new Date(time), 'long');
}
