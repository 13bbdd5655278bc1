/** The subscribers export: CSV with Turkish headers and dates, opened correctly by Excel. */
import Papa from 'papaparse';
import { NEWSLETTER_TEXTS, SUBSCRIBER_STATUS_OPTIONS } from '../../../schema/newsletter-subscribers.ts';
import { formatDate } from '../../lib/format-date.ts';

export interface ExportRow {
  email: string;
  name: string | null;
  status: string;
  subscribed_at: string;
  source: string | null;
}

const STATUS_LABEL = new Map<string, string>(SUBSCRIBER_STATUS_OPTIONS.map((o) => [o.value, o.label]));

export function subscribersCsv(rows: ExportRow[]): string {
  const c = NEWSLETTER_TEXTS.exportColumns;
  const data = rows.map((r) => ({
    [c.email]: r.email,
    [c.name]: r.name ?? '',
    [c.status]: STATUS_LABEL.get(r.status) ?? r.status,
    [c.subscribed_at]: formatDate(r.subscribed_at),
    [c.source]: r.source ?? '',
  }));
  // A byte-order mark so Excel reads the Turkish letters as UTF-8; formulas are escaped.
  return '\uFEFF' + Papa.unparse(data, { columns: Object.values(c), escapeFormulae: true });
}

/** newsletter-subscribers-2026-11-22.csv (the date in Istanbul). */
export function exportFileName(now = new Date()): string {
  const date = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Istanbul' }).format(now);
  return NEWSLETTER_TEXTS.exportFileName.replace('{date}', date);
}
