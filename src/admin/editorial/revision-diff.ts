/**
 * What differs between a kept version and the current row, field by field in the form's order
 * with each field's Turkish title: text as a word diff (HTML as its source text), multi-line
 * text and structured values (lists, objects) as a line diff of their JSON. Columns the
 * database sets (id, dates) are left out.
 */
import { diffLines, diffWordsWithSpace, type ChangeObject } from 'diff';
import type { FormResource } from '../resource/types.ts';

export interface FieldDiff {
  field: string;
  title: string;
  /** From the version (removed) to the current row (added). */
  parts: ChangeObject<string>[];
}

const MANAGED = new Set(['id', 'created_at', 'updated_at']);

/** A value as the text that is compared. */
export function valueText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'boolean') return value ? 'Evet' : 'Hayır';
  if (typeof value === 'number') return String(value);
  // A list of plain values (tags): one per line, so an added item is one added line.
  if (Array.isArray(value) && value.every((v) => typeof v !== 'object' || v === null)) return value.map((v) => `${String(v)}\n`).join('');
  return JSON.stringify(value, null, 2);
}

function same(a: unknown, b: unknown): boolean {
  return JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
}

export function revisionDiff(resource: FormResource, version: Record<string, unknown>, current: Record<string, unknown>): FieldDiff[] {
  const formFields = (resource.form?.fields ?? []).map((f) => f.name as string);
  const rest = [...new Set([...Object.keys(version), ...Object.keys(current)])].filter((f) => !formFields.includes(f)).sort();
  const fields = [...formFields, ...rest].filter((f) => !MANAGED.has(f));
  const out: FieldDiff[] = [];
  for (const field of fields) {
    const before = version[field];
    const after = current[field];
    if (same(before, after)) continue;
    const a = valueText(before);
    const b = valueText(after);
    const structured = (before !== null && typeof before === 'object') || (after !== null && typeof after === 'object');
    const parts = structured || a.includes('\n') || b.includes('\n') ? diffLines(a, b) : diffWordsWithSpace(a, b);
    out.push({ field, title: resource.fieldTitles[field] ?? field, parts });
  }
  return out;
}
