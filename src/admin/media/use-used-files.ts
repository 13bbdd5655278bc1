/**
 * The addresses of every library file in use, for the "Kullanılmayanlar" filter: one call to
 * `media_usages` for the whole library while the filter is on, read again after any write
 * (an upload, an edit or a delete, or content that starts or stops using a file).
 */
import { useQuery } from '@tanstack/react-query';
import { useAdminClient } from '../auth/AuthProvider.tsx';
import { dataKeys } from '../data/query-keys.ts';
import { loadMediaUsages } from './media-usages.ts';

export interface UsedFiles {
  /** undefined until known (or when the filter is off). */
  used: Set<string> | undefined;
  failed: boolean;
}

export function useUsedFiles(enabled: boolean): UsedFiles {
  const db = useAdminClient();
  const query = useQuery({
    queryKey: dataKeys.overview('media-usages'),
    queryFn: async () => new Set((await loadMediaUsages(db)).map((u) => u.file_url)),
    enabled,
  });
  return enabled ? { used: query.data, failed: query.isError } : { used: undefined, failed: false };
}
