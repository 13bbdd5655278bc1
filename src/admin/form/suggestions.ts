/**
 * Values other rows already have, offered while typing (category, author): spelling variants
 * ("Sosyal Medya" / "sosyal medya") split the blog's filter, so the form shows what exists.
 */
import type { FormResource, Row } from '../resource/types.ts';

export interface SuggestTarget {
  /** The input's id as RJSF gives it ('root_author_name'). */
  id: string;
  /** The column read. */
  column: string;
  /** The property path inside that column's value ([] for the value itself). */
  path: string[];
}

/** The fields of a resource's form that suggest existing values. */
export function suggestTargets(resource: FormResource): SuggestTarget[] {
  return (resource.form?.fields ?? []).flatMap((f) => {
    const column = f.name as string;
    if (f.suggest === true) return [{ id: `root_${column}`, column, path: [] }];
    return (f.suggest ?? []).map((p) => ({ id: ['root', column, ...p.split('.')].join('_'), column, path: p.split('.') }));
  });
}

const collator = new Intl.Collator('tr', { sensitivity: 'base' });

/** Distinct non-empty texts at `path` of each row's `column`, in Turkish alphabetical order. */
export function existingValues(rows: readonly Row[], target: SuggestTarget): string[] {
  const seen = new Map<string, string>();
  for (const row of rows) {
    let v: unknown = row[target.column];
    for (const step of target.path) v = v && typeof v === 'object' ? (v as Record<string, unknown>)[step] : undefined;
    if (typeof v !== 'string' || !v.trim()) continue;
    const text = v.trim();
    if (!seen.has(text)) seen.set(text, text);
  }
  return [...seen.values()].sort(collator.compare);
}

/** The datalist id of an input. */
export const suggestionsId = (inputId: string) => `${inputId}__oneriler`;
