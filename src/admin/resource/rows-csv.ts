/**
 * A list's rows as CSV (schema `csvExport`), made for Turkish Excel as the subscribers'
 * export is (newsletter/subscribers-csv.ts): `;` between columns, a BOM, Istanbul times
 * `dd.mm.yyyy HH:mm`, choices by their Turkish labels, formulas escaped.
 */
import Papa from 'papaparse';
import type { FieldOption } from '../../../schema/resource.ts';
import { istanbulDateTime } from '../newsletter/subscribers-csv.ts';
import type { Row } from './types.ts';

export interface CsvColumn {
  field: string;
  label: string;
  options?: readonly FieldOption[];
}

function cell(column: CsvColumn, value: unknown): string {
  if (value === null || value === undefined) return '';
  if (column.options) return column.options.find((o) => o.value === value)?.label ?? String(value);
  if (column.field.endsWith('_at') && typeof value === 'string') return istanbulDateTime(value);
  return String(value);
}

export function rowsCsv(columns: readonly CsvColumn[], rows: readonly Row[]): string {
  const data = rows.map((r) => columns.map((c) => cell(c, r[c.field])));
  return '\uFEFF' + Papa.unparse({ fields: columns.map((c) => c.label), data }, { delimiter: ';', escapeFormulae: true });
}

/** The file name with `{date}` as today's date in Istanbul (2026-11-29). */
export function csvFileName(pattern: string, now = new Date()): string {
  return pattern.replace('{date}', new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Istanbul' }).format(now));
}
