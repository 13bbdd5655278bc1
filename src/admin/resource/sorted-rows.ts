/** Rows in a list's configured order (the database's answer to a filter has none of its own). */
import type { Row } from './types.ts';

export function sortedRows(rows: readonly Row[], order: readonly { field: string; ascending: boolean }[]): Row[] {
  const compare = (a: unknown, b: unknown) => (a === b ? 0 : a === null || a === undefined ? 1 : b === null || b === undefined ? -1 : String(a) < String(b) ? -1 : 1);
  return [...rows].sort((x, y) => {
    for (const o of order) {
      const c = compare(x[o.field], y[o.field]);
      if (c) return o.ascending ? c : -c;
    }
    return 0;
  });
}
