/**
 * Uploads chosen files the way the library and the picker both do: every file is checked
 * first (refused ones get their Turkish reason as an error toast), then the accepted ones go up
 * one after another with a loading toast and a progress entry each. A missing bucket stops the
 * batch. Resolves with the rows that were created.
 */
import { useCallback, useState } from 'react';
import { useSnackbar } from '../ui/use-snackbar.tsx';
import { useAdminClient } from '../auth/AuthProvider.tsx';
import { checkUpload, type CheckedFile } from './file-checks.ts';
import { BucketMissingError, UPLOAD_TEXTS, uploadMedia, type MediaRow } from './upload-media.ts';

export interface UploadProgress {
  key: string;
  name: string;
  /** 0..1 */
  fraction: number;
  state: 'waiting' | 'uploading' | 'done' | 'failed';
}

export interface MediaUpload {
  items: UploadProgress[];
  busy: boolean;
  upload: (files: File[]) => Promise<MediaRow[]>;
}

export function useMediaUpload(only?: 'image'): MediaUpload {
  const db = useAdminClient();
  const { enqueueSnackbar, closeSnackbar } = useSnackbar();
  const [items, setItems] = useState<UploadProgress[]>([]);
  const [busy, setBusy] = useState(false);

  const upload = useCallback(
    async (files: File[]): Promise<MediaRow[]> => {
      const accepted: { key: string; checked: CheckedFile }[] = [];
      for (const [i, file] of files.entries()) {
        const result = await checkUpload(file, only);
        if ('error' in result) enqueueSnackbar(result.error, { variant: 'error' });
        else accepted.push({ key: `${Date.now()}-${i}`, checked: result });
      }
      if (!accepted.length) return [];
      const patch = (key: string, change: Partial<UploadProgress>) => setItems((list) => list.map((it) => (it.key === key ? { ...it, ...change } : it)));
      setItems(accepted.map(({ key, checked }) => ({ key, name: checked.file.name, fraction: 0, state: 'waiting' })));
      setBusy(true);
      const created: MediaRow[] = [];
      try {
        for (const { key, checked } of accepted) {
          const name = checked.file.name;
          patch(key, { state: 'uploading' });
          const toast = enqueueSnackbar(UPLOAD_TEXTS.uploading(name), { variant: 'info', persist: true });
          try {
            const row = await uploadMedia(db, checked, { onProgress: (fraction) => patch(key, { fraction }), recordAs: only });
            created.push(row);
            patch(key, { state: 'done', fraction: 1 });
            closeSnackbar(toast);
            enqueueSnackbar(UPLOAD_TEXTS.uploaded(name), { variant: 'success' });
          } catch (err) {
            closeSnackbar(toast);
            patch(key, { state: 'failed' });
            if (err instanceof BucketMissingError) {
              enqueueSnackbar(err.message, { variant: 'error', autoHideDuration: 10_000 });
              break;
            }
            enqueueSnackbar(UPLOAD_TEXTS.failed(name, err instanceof Error ? err.message : String(err)), { variant: 'error' });
          }
        }
      } finally {
        setBusy(false);
        setItems([]);
      }
      return created;
    },
    [db, only, enqueueSnackbar, closeSnackbar],
  );

  return { items, busy, upload };
}
