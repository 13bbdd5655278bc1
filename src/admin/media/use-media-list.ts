/**
 * The media_library rows for the library (all files) or a picker (images only), newest first,
 * from the admin's data cache: the library and an open picker share them, and an upload, an
 * edit or a delete (or `reload()`) reads them again.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useAdminClient } from '../auth/AuthProvider.tsx';
import { invalidateTables, unwrap } from '../data/data-query.ts';
import { MEDIA_TABLE, mediaData, type MediaRow } from '../data/media-data.ts';
import { dataKeys } from '../data/query-keys.ts';
import type { DataError } from '../data/resource-data.ts';

export interface MediaList {
  rows: MediaRow[];
  loading: boolean;
  error: DataError | Error | undefined;
  reload: () => Promise<void>;
}

const NONE: MediaRow[] = [];

export function useMediaList(only?: 'image'): MediaList {
  const client = useAdminClient();
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: dataKeys.list(MEDIA_TABLE, only ?? 'all'),
    queryFn: () => unwrap(mediaData(client).list(only)),
  });
  return { rows: query.data ?? NONE, loading: query.isFetching, error: query.error ?? undefined, reload: () => invalidateTables(queryClient, [MEDIA_TABLE]) };
}
