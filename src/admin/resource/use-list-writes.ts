/**
 * The generic list's writes as mutations (useTableWrite): each marks the table's reads stale
 * when it ends, so the list (and every other read of the table) is read again. A reorder shows
 * at once in the cached lists (optimistic) and a refused one puts them back as they were, with
 * the same toast as before; a row marked read or deleted shows so as soon as the write is done.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useSnackbar } from '../ui/use-snackbar.tsx';
import { EDIT_CONFLICT_TEXTS, isEditConflict } from '../data/edit-conflict.ts';
import type { ResourceData } from '../data/resource-data.ts';
import { useTableWrite } from '../data/use-table-write.ts';
import { changeLists, dropRow, patchRow, restoreLists, type ListSnapshot } from './list-cache.ts';
import type { AnyResource, Row } from './types.ts';

export interface Position {
  id: string;
  value: number;
  version: string;
}

/** The rows in their new places: `field` set to each one's position, sorted by it. */
export function reordered(rows: Row[], field: string, positions: readonly Position[]): Row[] {
  const place = new Map(positions.map((p) => [p.id, p.value]));
  const at = (r: Row, i: number) => place.get(r.id) ?? positions.length + i + 1;
  return rows
    .map((r, i) => ({ row: place.has(r.id) ? { ...r, [field]: place.get(r.id) } : r, at: at(r, i) }))
    .sort((a, b) => a.at - b.at)
    .map((x) => x.row);
}

export function useListWrites(resource: AnyResource, db: ResourceData) {
  const queryClient = useQueryClient();
  const { enqueueSnackbar } = useSnackbar();
  const table = resource.table;
  const tables = [table];

  // A deleted row leaves the lists at once; they are read again after.
  const remove = useTableWrite(tables, (id: string) => db.remove(id), { onSuccess: (_none, id) => changeLists(queryClient, table, dropRow(id)) });
  const addSamples = useTableWrite(tables, (rows: readonly Record<string, unknown>[]) => db.insertMany(rows));
  /** Opening an item changes it (a new message becomes read): the lists show it at once. */
  const markOpened = useTableWrite(tables, ({ id, values }: { id: string; values: Record<string, unknown> }) => db.update(id, values), {
    onSuccess: (saved, { id, values }) => void changeLists(queryClient, table, patchRow(id, { ...values, updated_at: saved.updated_at })),
  });
  const reorder = useTableWrite<{ field: string; positions: Position[] }, null, ListSnapshot>(tables, ({ field, positions }) => db.reorder(field, positions), {
    onMutate: ({ field, positions }) => changeLists(queryClient, table, (rows, list) => (list.whole ? reordered(rows, field, positions) : rows)),
    onError: (error, _vars, before) => {
      console.error(error);
      restoreLists(queryClient, before);
      if (isEditConflict(error)) enqueueSnackbar(EDIT_CONFLICT_TEXTS.orderMessage, { variant: 'warning' });
      else enqueueSnackbar(resource.ordering?.error ?? resource.messages.saveError, { variant: 'error' });
    },
    onSuccess: () => void enqueueSnackbar(resource.ordering?.success ?? '', { variant: 'success' }),
  });
  return { remove, addSamples, markOpened, reorder };
}
