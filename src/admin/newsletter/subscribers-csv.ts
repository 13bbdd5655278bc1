/**
 * The subscribers export is the consent record: e-mail, status, the consent text the form
 * showed, when it was given and when the confirmation link was opened, and the form it came
 * from. Made for Turkish Excel (ui/excel-csv.ts).
 */
import { NEWSLETTER_TEXTS, SUBSCRIBER_STATUS_OPTIONS, subscriberSourceLabel } from '../../../schema/newsletter-subscribers.ts';
import { excelCsv, istanbulDateTime, istanbulDay } from '../ui/excel-csv.ts';

export interface ExportRow {
  email: string;
  status: string;
  consent_text: string | null;
  consented_at: string | null;
  confirmed_at: string | null;
  source: string | null;
}

const STATUS_LABEL = new Map<string, string>(SUBSCRIBER_STATUS_OPTIONS.map((o) => [o.value, o.label]));

export function subscribersCsv(rows: ExportRow[]): string {
  const c = NEWSLETTER_TEXTS.exportColumns;
  const data = rows.map((r) => [
    r.email,
    STATUS_LABEL.get(r.status) ?? r.status,
    r.consent_text ?? '',
    istanbulDateTime(r.consented_at),
    istanbulDateTime(r.confirmed_at),
    subscriberSourceLabel(r.source) ?? '',
  ]);
  return excelCsv([c.email, c.status, c.consent_text, c.consented_at, c.confirmed_at, c.source], data);
}

/** newsletter-subscribers-2026-11-22.csv, the specification's name (the date in Istanbul). */
export function exportFileName(now = new Date()): string {
  return NEWSLETTER_TEXTS.exportFileName.replace('{date}', istanbulDay(now));
}
