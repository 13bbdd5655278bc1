/**
 * The save of the row itself, as a mutation (useTableWrite): it sends the version the form
 * stands on, and when the database refuses it as an edit conflict it loads their version before
 * the save ends. Afterwards the item's cache holds the saved row, the cached lists show it, and
 * every other read of the table is stale; the form never takes values from the cache. A new
 * translation is inserted with whose translation it is and its language.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { AdminClient } from '../../lib/admin-client.ts';
import { isEditConflict } from '../data/edit-conflict.ts';
import { loadConflict, type ConflictState } from '../data/load-conflict.ts';
import { dataKeys } from '../data/query-keys.ts';
import { resourceData, type DataResult } from '../data/resource-data.ts';
import { useTableWrite } from '../data/use-table-write.ts';
import { showWrittenRow } from '../resource/list-cache.ts';
import type { FormResource, Row } from '../resource/types.ts';
import { translationIdentity } from './translation-resource.ts';
import type { Values } from './use-form-state.ts';

/** What a save ends with: the row as stored, or an edit conflict with their version (loaded, or the error loading it). */
export type SaveOutcome = { saved: Row } | { conflict: DataResult<ConflictState | null> };

export function useRowSave(client: AdminClient, resource: FormResource, row: Row | null) {
  const db = useMemo(() => resourceData(client, resource.table), [client, resource.table]);
  const queryClient = useQueryClient();
  const table = resource.table;
  return useTableWrite(
    [table],
    async ({ payload, base }: { payload: Values; base?: string }): Promise<DataResult<SaveOutcome>> => {
      const result = row === null ? await db.create({ ...payload, ...translationIdentity(resource) }) : await db.update(row.id, payload, base);
      if (result.error && row !== null && isEditConflict(result.error)) return { data: { conflict: await loadConflict(client, table, row.id) }, error: null };
      return result.error ? result : { data: { saved: result.data }, error: null };
    },
    { onSuccess: (outcome) => ('saved' in outcome ? showWrittenRow(queryClient, table, outcome.saved) : undefined) },
    row ? dataKeys.item(table, row.id) : undefined,
  );
}

export type RowSave = ReturnType<typeof useRowSave>;
