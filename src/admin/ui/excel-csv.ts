/**
 * CSV for Turkish Excel, which is what staff open every export with: `;` separates the columns
 * (the Turkish list separator; `,` is the decimal comma there), a BOM marks UTF-8, formulas are
 * escaped, and times are Istanbul wall-clock `dd.mm.yyyy HH:mm`, the form Excel recognises as a
 * date. The subscribers', a list's (rows-csv.ts) and the audit log's exports all go through it.
 */
import Papa from 'papaparse';

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

/** Today's date in Istanbul (2026-11-29), for the files' names. */
export function istanbulDay(now = new Date()): string {
  return new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Istanbul' }).format(now);
}

/** The header and the rows' cells (already texts), as Turkish Excel reads them. */
export function excelCsv(fields: readonly string[], rows: readonly (readonly string[])[]): string {
  return '\uFEFF' + Papa.unparse({ fields: [...fields], data: rows.map((r) => [...r]) }, { delimiter: ';', escapeFormulae: true });
}
