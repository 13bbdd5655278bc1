/**
 * The bulk actions a resource's config offers on selected rows (besides delete): its
 * publication flag on and off, and the values of its `bulkStatus` field, each labelled from
 * the config.
 */
import { optionLabels } from './CellValue.tsx';
import type { AnyResource } from './types.ts';

export interface BulkChange {
  label: string;
  field: string;
  value: unknown;
}

/** `publishes`: false for an author, who is offered no change of the publication flag (the database refuses it). */
export function bulkChanges(resource: AnyResource, publishes = true): BulkChange[] {
  const out: BulkChange[] = [];
  const s = resource.status;
  if (s && publishes) {
    out.push({ label: `${s.on} olarak işaretle`, field: s.field as string, value: true });
    out.push({ label: `${s.off} olarak işaretle`, field: s.field as string, value: false });
  }
  const b = resource.bulkStatus;
  if (b) {
    const labels = optionLabels(resource, b.field as string);
    for (const v of b.values) out.push({ label: b.actions?.[v] ?? `${labels.get(v) ?? v} olarak işaretle`, field: b.field as string, value: v });
  }
  return out;
}

/** The rows grouped by their current value of `field`: one undo request per distinct value. */
export function groupByValue(rows: readonly Record<string, unknown>[], field: string): { value: unknown; ids: string[] }[] {
  const groups = new Map<string, { value: unknown; ids: string[] }>();
  for (const r of rows) {
    const key = JSON.stringify(r[field] ?? null);
    const g = groups.get(key) ?? { value: r[field] ?? null, ids: [] };
    g.ids.push(String(r.id));
    groups.set(key, g);
  }
  return [...groups.values()];
}
