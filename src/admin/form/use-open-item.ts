/**
 * The item a full-page editor opens, read through the admin's query cache (its item key) once
 * per visit: never again on its own (no refetch on focus or reconnect, never stale, dropped
 * when the page is left), and the page takes the first answer only. A later read of the same
 * key (a write elsewhere to the table marks it stale) may update the cache, never the editor:
 * its form was filled from the first answer and what is typed there stays.
 * Opening may change the item (a new message becomes read): the read then answers the row as
 * marked, and the lists show it.
 */
import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { invalidateTables, unwrap } from '../data/data-query.ts';
import { dataKeys } from '../data/query-keys.ts';
import type { ResourceData } from '../data/resource-data.ts';
import { changeLists, patchRow } from '../resource/list-cache.ts';
import type { AnyResource, Row } from '../resource/types.ts';

export type OpenedItem = { status: 'loading' } | { status: 'missing' } | { status: 'error' } | { status: 'ready'; row: Row | null };

async function openItem(queryClient: QueryClient, resource: AnyResource, db: ResourceData, id: string): Promise<Row | null> {
  const row = await unwrap(db.get(id));
  const mark = resource.markOnOpen;
  if (!row || !mark || row[mark.field as string] !== mark.from) return row;
  const marked = await db.update(row.id, { [mark.field]: mark.to });
  if (!marked.data) {
    console.error(marked.error);
    return row;
  }
  void changeLists(queryClient, resource.table, patchRow(row.id, marked.data)).then(() => invalidateTables(queryClient, [resource.table], dataKeys.item(resource.table, row.id)));
  return marked.data;
}

/** `id` null: a new item (ready at once, no read). */
export function useOpenItem(resource: AnyResource, db: ResourceData, id: string | null): OpenedItem {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: dataKeys.item(resource.table, id ?? 'new'),
    queryFn: () => openItem(queryClient, resource, db, id!),
    enabled: id !== null,
    staleTime: Infinity,
    gcTime: 0,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
  // The first answer, kept for the page's life (set during render: no effect, no extra paint).
  const [first, setFirst] = useState<OpenedItem | null>(id === null ? { status: 'ready', row: null } : null);
  if (first === null && query.data !== undefined) setFirst(query.data ? { status: 'ready', row: query.data } : { status: 'missing' });
  // (A read that failed for good is logged by the query client.)
  else if (first === null && query.isError) setFirst({ status: 'error' });
  return first ?? { status: 'loading' };
}
