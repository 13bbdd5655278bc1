/**
 * Which rows of the list's page have a draft of unpublished changes (drafts of published
 * items, content-drafts-data.ts): one query per page of rows, never one per row, read under
 * the drafts table's key so every draft save, publish or discard marks it stale. The status
 * cell reads the answer from context and shows "Yayında · taslak değişiklik var".
 */
import { useQuery } from '@tanstack/react-query';
import { createContext, useContext } from 'react';
import { useAdminClient } from '../auth/AuthProvider.tsx';
import { contentDraftsData, DRAFTS_TABLE, hasDrafts } from '../data/content-drafts-data.ts';
import { unwrap } from '../data/data-query.ts';
import { dataKeys } from '../data/query-keys.ts';
import { publicationState } from './publication-status.ts';
import type { AnyResource, Row } from './types.ts';

const NONE: ReadonlySet<string> = new Set();

export const DraftedRowsContext = createContext<ReadonlySet<string>>(NONE);

/** The ids among `rows` (the page shown) whose item has a draft. */
export function useDraftedRows(resource: AnyResource, rows: readonly Row[]): ReadonlySet<string> {
  const client = useAdminClient();
  // Only a live row (published, its time come) has a draft.
  const ids = rows.filter((r) => publicationState(resource, r) === 'live').map((r) => r.id).sort();
  const enabled = hasDrafts(resource.table) && ids.length > 0;
  const query = useQuery({
    queryKey: dataKeys.list(DRAFTS_TABLE, { table: resource.table, ids }),
    queryFn: () => unwrap(contentDraftsData(client, resource.table).drafted(ids)),
    enabled,
  });
  return (enabled && query.data) || NONE;
}

export function useHasDraft(rowId: string): boolean {
  return useContext(DraftedRowsContext).has(rowId);
}
