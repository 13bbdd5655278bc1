/**
 * The subscribers export is the consent record: e-mail, status, the consent text the form
 * showed, when it was given and when the confirmation link was opened, and the form it came
 * from. Made for Turkish Excel, which is what staff open it with: `;` separates the columns
 * (the Turkish list separator; `,` is the decimal comma there), a BOM marks UTF-8, and times
 * are Istanbul wall-clock `dd.mm.yyyy HH:mm`, the form Excel recognises as a date.
 */
import Papa from 'papaparse';
import { NEWSLETTER_TEXTS, SUBSCRIBER_STATUS_OPTIONS, subscriberSourceLabel } from '../../../schema/newsletter-subscribers.ts';

export interface ExportRow {
  email: string;
  status: string;
  consent_text: string | null;
  consented_at: string | null;
  confirmed_at: string | null;
  source: string | null;
}

const STATUS_LABEL = new Map<string, string>(SUBSCRIBER_STATUS_OPTIONS.map((o) => [o.value, o.label]));

const ISTANBUL_TIME = new Intl.DateTimeFormat('tr-TR', {
  timeZone: 'Europe/Istanbul',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** 01.11.2026 12:00 in Istanbul; built from parts so no locale data changes the shape. */
export function istanbulDateTime(value: string | null): string {
  if (!value) return '';
  const p = Object.fromEntries(ISTANBUL_TIME.formatToParts(new Date(value)).map((x) => [x.type, x.value]));
  return `${p.day}.${p.month}.${p.year} ${p.hour}:${p.minute}`;
}

export function subscribersCsv(rows: ExportRow[]): string {
  const c = NEWSLETTER_TEXTS.exportColumns;
  const data = rows.map((r) => ({
    [c.email]: r.email,
    [c.status]: STATUS_LABEL.get(r.status) ?? r.status,
    [c.consent_text]: r.consent_text ?? '',
    [c.consented_at]: istanbulDateTime(r.consented_at),
    [c.confirmed_at]: istanbulDateTime(r.confirmed_at),
    [c.source]: subscriberSourceLabel(r.source) ?? '',
  }));
  // A byte-order mark so Excel reads the Turkish letters as UTF-8; formulas are escaped.
  return '\uFEFF' + Papa.unparse(data, { columns: Object.values(c), delimiter: ';', escapeFormulae: true });
}

/** newsletter-subscribers-2026-11-22.csv, the specification's name (the date in Istanbul). */
export function exportFileName(now = new Date()): string {
  const date = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Istanbul' }).format(now);
  return NEWSLETTER_TEXTS.exportFileName.replace('{date}', date);
}
