/**
 * A list's rows as CSV (schema `csvExport`), made for Turkish Excel as the subscribers'
 * export is (newsletter/subscribers-csv.ts): `;` between columns, a BOM, Istanbul times
 * `dd.mm.yyyy HH:mm`, choices by their Turkish labels, staff by name, formulas escaped; a
 * staff-built form's answers one column per label, after the others.
 */
import type { FieldOption } from '../../../schema/resource.ts';
import { excelCsv, istanbulDateTime, istanbulDay } from '../ui/excel-csv.ts';
import type { Row } from './types.ts';

export interface CsvColumn {
  field: string;
  label: string;
  options?: readonly FieldOption[];
  optionsFrom?: 'staff';
}

/** One entry of an answers column (`{ name, label, value }`, in the form's field order). */
export interface AnswerEntry {
  name: string;
  label: string;
  value: unknown;
}

export interface CsvExtras {
  /** The staff as choices, for `optionsFrom: 'staff'` columns. */
  staff?: readonly { value: string; label: string }[];
  /** The column holding answers, when the rows may have them. */
  answers?: string;
}

/** A row's answers, when its column holds a list of entries. */
export function answersOf(row: Row, field: string | undefined): AnswerEntry[] {
  const value = field ? row[field] : undefined;
  return Array.isArray(value) ? value.filter((e): e is AnswerEntry => Boolean(e) && typeof e === 'object' && typeof (e as AnswerEntry).label === 'string') : [];
}

/** An answer as text: a choice of many joined by commas, a checkbox as Evet/Hayır. */
export function answerText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (Array.isArray(value)) return value.map(String).join(', ');
  if (typeof value === 'boolean') return value ? 'Evet' : 'Hayır';
  return String(value);
}

function cell(column: CsvColumn, value: unknown, extras: CsvExtras): string {
  if (value === null || value === undefined) return '';
  if (column.optionsFrom === 'staff') return extras.staff?.find((o) => o.value === value)?.label ?? String(value);
  if (column.options) return column.options.find((o) => o.value === value)?.label ?? String(value);
  if (column.field.endsWith('_at') && typeof value === 'string') return istanbulDateTime(value);
  return String(value);
}

export function rowsCsv(columns: readonly CsvColumn[], rows: readonly Row[], extras: CsvExtras = {}): string {
  // Every label any row's answers use, in the order first met (forms keep their field order).
  const answerLabels = [...new Set(rows.flatMap((r) => answersOf(r, extras.answers).map((e) => e.label)))];
  const data = rows.map((r) => {
    const answers = answersOf(r, extras.answers);
    return [...columns.map((c) => cell(c, r[c.field], extras)), ...answerLabels.map((l) => answerText(answers.find((e) => e.label === l)?.value))];
  });
  return excelCsv([...columns.map((c) => c.label), ...answerLabels], data);
}

/** The file name with `{date}` as today's date in Istanbul (2026-11-29). */
export function csvFileName(pattern: string, now = new Date()): string {
  return pattern.replace('{date}', istanbulDay(now));
}
