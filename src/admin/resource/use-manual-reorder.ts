/**
 * Manual ordering (drag and drop) of a list whose config has `ordering`: only the whole list,
 * unfiltered and read in whole, can be reordered. Every row is sent with the version shown, so
 * a reorder (or save) by someone else meanwhile refuses it whole.
 */
import { useMemo } from 'react';
import type { AnyResource } from './types.ts';
import type { useListWrites } from './use-list-writes.ts';
import type { ResourceList } from './use-resource-list.ts';

export function useManualReorder(resource: AnyResource, list: ResourceList, filtered: boolean, writes: ReturnType<typeof useListWrites>) {
  const ordering = resource.ordering;
  const reorderWrite = writes.reorder.mutate;
  return useMemo(
    () =>
      ordering && !filtered && !list.serverSide
        ? (ids: string[]) => {
            const field = ordering.field as string;
            const byId = new Map(list.rows.map((r) => [r.id, r]));
            const positions = ids.map((id, i) => ({ id, value: i + 1, version: String(byId.get(id)?.updated_at ?? '') }));
            if (positions.every(({ id, value }) => byId.get(id)?.[field] === value)) return;
            reorderWrite({ field, positions });
          }
        : undefined,
    [ordering, filtered, list.serverSide, list.rows, reorderWrite],
  );
}
