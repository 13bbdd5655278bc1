/**
 * The media_library rows for the library (all files) or a picker (images only), newest first.
 * `reload()` reads them again after an upload, an edit or a delete.
 */
import { useCallback, useEffect, useState } from 'react';
import { useAdminClient } from '../auth/AuthProvider.tsx';
import type { MediaRow } from './upload-media.ts';

export interface MediaList {
  rows: MediaRow[];
  loading: boolean;
  error: Error | undefined;
  reload: () => Promise<void>;
}

export function useMediaList(only?: 'image'): MediaList {
  const db = useAdminClient();
  const [rows, setRows] = useState<MediaRow[]>([]);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<Error>();

  const reload = useCallback(async () => {
    setLoading(true);
    let query = db.from('media_library').select('*');
    if (only) query = query.eq('file_type', only);
    const { data, error: loadError } = await query.order('created_at', { ascending: false });
    if (loadError) {
      console.error('media load', loadError);
      setError(new Error(loadError.message));
    } else {
      setRows(data);
      setError(undefined);
    }
    setLoading(false);
  }, [db, only]);

  useEffect(() => {
    void reload();
  }, [reload]);

  return { rows, loading, error, reload };
}
