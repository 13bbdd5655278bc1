/**
 * The subscribers export is the consent record: e-mail, status, the consent text the form
 * showed, when it was given and when the confirmation link was opened, and the form it came
 * from. Times are exact ISO 8601 instants (UTC), as a record for KVKK requests should be.
 * CSV with Turkish headers, opened correctly by Excel.
 */
import Papa from 'papaparse';
import { NEWSLETTER_TEXTS, SUBSCRIBER_STATUS_OPTIONS } from '../../../schema/newsletter-subscribers.ts';

export interface ExportRow {
  email: string;
  status: string;
  consent_text: string | null;
  consented_at: string | null;
  confirmed_at: string | null;
  source: string | null;
}

const STATUS_LABEL = new Map<string, string>(SUBSCRIBER_STATUS_OPTIONS.map((o) => [o.value, o.label]));

function instant(value: string | null): string {
  return value ? new Date(value).toISOString() : '';
}

export function subscribersCsv(rows: ExportRow[]): string {
  const c = NEWSLETTER_TEXTS.exportColumns;
  const data = rows.map((r) => ({
    [c.email]: r.email,
    [c.status]: STATUS_LABEL.get(r.status) ?? r.status,
    [c.consent_text]: r.consent_text ?? '',
    [c.consented_at]: instant(r.consented_at),
    [c.confirmed_at]: instant(r.confirmed_at),
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
