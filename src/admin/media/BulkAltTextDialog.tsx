/**
 * Alt texts of several images in one dialog: each chosen file with its picture, name and a
 * field, saved together. Only changed texts are written, each against the version the library
 * read (someone else's save meanwhile is refused for that file and named, the rest are saved).
 */
import { useState, type FormEvent } from 'react';
import { useSnackbar } from '../ui/use-snackbar.tsx';
import { Save } from 'lucide-react';
import { resource } from '../../../generated/admin/media.ts';
import { useAdminClient } from '../auth/AuthProvider.tsx';
import { MEDIA_TABLE, mediaData } from '../data/media-data.ts';
import { useTableWrite } from '../data/use-table-write.ts';
import { Button } from '../ui/Button.tsx';
import { Modal } from '../ui/Modal.tsx';
import { TextField } from '../ui/TextField.tsx';
import { MediaThumb } from './MediaThumb.tsx';
import type { MediaRow } from './upload-media.ts';

export const BULK_ALT_TEXTS = {
  title: 'Alternatif metinler',
  field: (name: string) => `Alternatif metin: ${name}`,
  saved: (count: number) => `${count} dosyanın alternatif metni güncellendi`,
  nothingChanged: 'Değişiklik yok',
  failed: (names: string[]) => `Kaydedilemedi (başka biri değiştirmiş olabilir, listeyi yenileyip tekrar deneyin): ${names.join(', ')}`,
} as const;

export interface BulkAltTextDialogProps {
  rows: MediaRow[];
  apiUrl: string;
  onClose: () => void;
  /** After a save: the selection ends and the list reads the rows again. */
  onSaved: () => void;
}

export function BulkAltTextDialog({ rows, apiUrl, onClose, onSaved }: BulkAltTextDialogProps) {
  return (
    <Modal open={rows.length > 0} onClose={onClose} title={BULK_ALT_TEXTS.title} size="lg">
      {rows.length > 0 && <BulkAltTextForm rows={rows} apiUrl={apiUrl} onSaved={onSaved} />}
    </Modal>
  );
}

function BulkAltTextForm({ rows, apiUrl, onSaved }: Omit<BulkAltTextDialogProps, 'onClose'>) {
  const db = useAdminClient();
  const { enqueueSnackbar } = useSnackbar();
  const [texts, setTexts] = useState<Record<string, string>>(() => Object.fromEntries(rows.map((r) => [r.id, r.alt_text ?? ''])));
  const [failedNames, setFailedNames] = useState<string[]>([]);
  const save = useTableWrite([MEDIA_TABLE], (changes: Parameters<ReturnType<typeof mediaData>['updateAltTexts']>[0]) => mediaData(db).updateAltTexts(changes));
  const maxLength = resource.fieldLimits.alt_text?.maxLength;

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (save.isPending) return;
    const changes = rows
      .map((r) => ({ id: r.id, alt_text: texts[r.id]?.trim() || null, version: r.updated_at, before: r.alt_text ?? null }))
      .filter((c) => c.alt_text !== c.before)
      .map(({ id, alt_text, version }) => ({ id, alt_text, version }));
    if (!changes.length) {
      setFailedNames([]);
      enqueueSnackbar(BULK_ALT_TEXTS.nothingChanged, { variant: 'info' });
      return;
    }
    const failed = await save.mutateAsync(changes).catch(() => changes.map((c) => c.id));
    const names = rows.filter((r) => failed.includes(r.id)).map((r) => r.original_name);
    setFailedNames(names);
    if (changes.length > failed.length) enqueueSnackbar(BULK_ALT_TEXTS.saved(changes.length - failed.length), { variant: 'success' });
    if (!failed.length) onSaved();
  }

  return (
    <form onSubmit={(e) => void submit(e)} css={{ display: 'grid', gap: '1rem' }}>
      <ul css={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: '0.75rem' }}>
        {rows.map((row) => (
          <li key={row.id} css={{ display: 'grid', gridTemplateColumns: '4rem 1fr', gap: '0.75rem', alignItems: 'center' }}>
            <MediaThumb row={row} apiUrl={apiUrl} />
            <TextField label={BULK_ALT_TEXTS.field(row.original_name)} value={texts[row.id] ?? ''} maxLength={maxLength} onChange={(e) => setTexts((all) => ({ ...all, [row.id]: e.target.value }))} />
          </li>
        ))}
      </ul>
      {failedNames.length > 0 && (
        <p role="alert" css={(theme) => ({ margin: 0, color: theme.color.danger })}>
          {BULK_ALT_TEXTS.failed(failedNames)}
        </p>
      )}
      <div css={{ display: 'flex', justifyContent: 'flex-end' }}>
        <Button type="submit" variant="primary" icon={Save} loading={save.isPending}>
          {save.isPending ? 'Kaydediliyor...' : 'Kaydet'}
        </Button>
      </div>
    </form>
  );
}
