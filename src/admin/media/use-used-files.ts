/**
 * The addresses of every library file in use, for the "Kullanılmayanlar" filter: one call to
 * `media_usages` for the whole library, made while the filter is on and again after the
 * list reloads (an upload, an edit or a delete).
 */
import { useEffect, useState } from 'react';
import { useAdminClient } from '../auth/AuthProvider.tsx';
import { loadMediaUsages } from './media-usages.ts';
import type { MediaRow } from './upload-media.ts';

export interface UsedFiles {
  /** undefined until known (or when the filter is off). */
  used: Set<string> | undefined;
  failed: boolean;
}

export function useUsedFiles(enabled: boolean, rows: MediaRow[]): UsedFiles {
  const db = useAdminClient();
  const [state, setState] = useState<UsedFiles>({ used: undefined, failed: false });
  useEffect(() => {
    if (!enabled) return;
    let current = true;
    loadMediaUsages(db).then(
      (usages) => current && setState({ used: new Set(usages.map((u) => u.file_url)), failed: false }),
      (err: unknown) => {
        console.error('media usages', err);
        if (current) setState({ used: undefined, failed: true });
      },
    );
    return () => {
      current = false;
    };
  }, [db, enabled, rows]);
  return enabled ? state : { used: undefined, failed: false };
}
