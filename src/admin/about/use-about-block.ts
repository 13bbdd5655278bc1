/**
 * The about-page content block for the About editor (data/about-data.ts). Read once per
 * visit (kept no longer than the screen: gcTime 0) and never again behind the editor's back,
 * since its form is filled from it; a save puts the saved block in its place.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useAdminClient } from '../auth/AuthProvider.tsx';
import { ABOUT_SLUG, aboutData, BLOCKS_TABLE, type Block } from '../data/about-data.ts';
import { unwrap } from '../data/data-query.ts';
import { dataKeys } from '../data/query-keys.ts';
import type { DataError } from '../data/resource-data.ts';
import { useTableWrite } from '../data/use-table-write.ts';

export { ABOUT_SLUG };

export interface AboutBlock {
  loading: boolean;
  block: Block | null;
  loadError: DataError | Error | null;
  /** Resolves with the saved block, or rejects with the DataError (PT409 for an edit conflict). */
  save(content: Record<string, unknown>): Promise<Block>;
  reload(): void;
}

const KEY = dataKeys.item(BLOCKS_TABLE, ABOUT_SLUG);

export function useAboutBlock(): AboutBlock {
  const db = useAdminClient();
  const queryClient = useQueryClient();
  const query = useQuery({ queryKey: KEY, queryFn: () => unwrap(aboutData(db).get()), staleTime: Infinity, gcTime: 0 });
  const block = query.data ?? null;
  const write = useTableWrite([BLOCKS_TABLE], (content: Record<string, unknown>) => aboutData(db).save(block, content), { onSuccess: (saved) => queryClient.setQueryData(KEY, saved) }, KEY);
  return {
    loading: query.isFetching,
    block,
    loadError: query.error,
    save: (content) => write.mutateAsync(content),
    reload: () => void query.refetch(),
  };
}
