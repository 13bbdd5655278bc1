/**
 * The admin search box's read: public.admin_search as the signed-in user (its RLS decides what
 * is found), at most a few rows per type. Under TanStack Query by term, so a term typed again
 * answers at once and any write reads it anew (an overview: it spans every table).
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AdminClient } from '../../lib/admin-client.ts';
import { useAdminClient } from '../auth/AuthProvider.tsx';
import { dataKeys } from './query-keys.ts';

export interface AdminSearchHit {
  /** The table the row is in (generated/admin/search.ts names it). */
  type: string;
  id: string;
  title: string;
  detail: string | null;
}

/** Rows per type the box shows. */
export const PER_TYPE = 5;

export async function searchAdmin(client: AdminClient, q: string): Promise<AdminSearchHit[]> {
  const { data, error } = await client.rpc('admin_search', { q, per_type: PER_TYPE });
  if (error) throw error;
  return data ?? [];
}

/** The hits for a (debounced) term; nothing is asked below two characters. */
export function useAdminSearch(term: string) {
  const client = useAdminClient();
  const q = term.trim();
  return useQuery({
    queryKey: [...dataKeys.overview('admin-search'), q],
    queryFn: () => searchAdmin(client, q),
    enabled: q.length >= 2,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}
