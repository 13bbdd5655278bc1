/** Next / previous in the dialog's form follow the list as shown (a table reports its sorting through `setShownOrder`). */
import { useState } from 'react';
import type { AnyResource, Row } from './types.ts';
import type { Editing } from './use-list-editing.ts';

export function useFormNeighbours(resource: AnyResource, rows: Row[], editing: Editing, openEdit: (row: Row) => Promise<void>) {
  const [shownOrder, setShownOrder] = useState<Row[] | null>(null);
  const order = resource.list.layout === 'table' && shownOrder ? shownOrder : rows;
  const openIndex = editing?.mode === 'edit' ? order.findIndex((r) => r.id === editing.row.id) : -1;
  return {
    setShownOrder,
    /** Opens the row `step` away from the open one, or undefined at either end. */
    neighbour(step: number) {
      const next = openIndex >= 0 ? order[openIndex + step] : undefined;
      return next ? () => void openEdit(next) : undefined;
    },
  };
}
