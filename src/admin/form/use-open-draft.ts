/**
 * The draft of the item a full-page editor opens (drafts of published items,
 * content-drafts-data.ts), read once with the item, like it (use-open-item.ts): the form starts
 * from the draft's values, and a later read never replaces what is typed.
 */
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { AdminClient } from '../../lib/admin-client.ts';
import { contentDraftsData, hasDrafts, type ContentDraft } from '../data/content-drafts-data.ts';
import { unwrap } from '../data/data-query.ts';
import { dataKeys } from '../data/query-keys.ts';

export type OpenedDraft = { status: 'loading' } | { status: 'error' } | { status: 'ready'; draft: ContentDraft | null };

/** `id` null (a new item) or a table without drafts: ready at once, no read. */
export function useOpenDraft(client: AdminClient, table: string, id: string | null): OpenedDraft {
  const enabled = id !== null && hasDrafts(table);
  const query = useQuery({
    queryKey: dataKeys.about(table, id ?? 'new', 'draft'),
    queryFn: () => unwrap(contentDraftsData(client, table).get(id!)),
    enabled,
    staleTime: Infinity,
    gcTime: 0,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
  const [first, setFirst] = useState<OpenedDraft | null>(enabled ? null : { status: 'ready', draft: null });
  if (first === null && query.data !== undefined) setFirst({ status: 'ready', draft: query.data });
  else if (first === null && query.isError) setFirst({ status: 'error' });
  return first ?? { status: 'loading' };
}
