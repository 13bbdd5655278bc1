/**
 * Choosing an image for a field: the library's images in a 2 / 4 / 6 column grid with a
 * search, and an upload that picks the new image at once. Picking or uploading calls
 * `onSelect` with the stored URL (and the library row, for its alt text) and closes. Load failures are only logged (spec §8).
 */
import { useMemo, useState } from 'react';
import { ImageOff } from 'lucide-react';
import { MEDIA_TEXTS } from '../../../schema/media-library.ts';
import { EmptyState } from '../ui/EmptyState.tsx';
import { Modal } from '../ui/Modal.tsx';
import { Spinner } from '../ui/Spinner.tsx';
import { TextField } from '../ui/TextField.tsx';
import { ACCEPT_IMAGES } from './file-checks.ts';
import { filterMedia } from './media-filter.ts';
import { MediaGrid } from './MediaGrid.tsx';
import { UploadButton } from './UploadButton.tsx';
import { UploadProgressList } from './UploadProgressList.tsx';
import { useApiUrl } from './use-api-url.ts';
import { useMediaList } from './use-media-list.ts';
import { useMediaUpload } from './use-media-upload.ts';
import type { MediaRow } from './upload-media.ts';

export interface MediaPickerProps {
  open: boolean;
  onClose(): void;
  onSelect(url: string, media?: MediaRow): void;
}

export function MediaPicker({ open, onClose, onSelect }: MediaPickerProps) {
  return (
    <Modal open={open} onClose={onClose} title={MEDIA_TEXTS.pickerTitle} size="4xl">
      <PickerBody onClose={onClose} onSelect={onSelect} />
    </Modal>
  );
}

/** Mounted only while the modal is open, so the images are read fresh each time. */
function PickerBody({ onClose, onSelect }: Omit<MediaPickerProps, 'open'>) {
  const apiUrl = useApiUrl();
  const images = useMediaList('image');
  const uploads = useMediaUpload('image');
  const [query, setQuery] = useState('');
  const shown = useMemo(() => filterMedia(images.rows, query), [images.rows, query]);

  const pick = (url: string, media?: MediaRow) => {
    onSelect(url, media);
    onClose();
  };

  async function upload(files: File[]) {
    const [created] = await uploads.upload(files);
    if (created) pick(created.file_url, created);
  }

  return (
    <div css={{ display: 'grid', gap: '1rem' }}>
      <div css={{ display: 'flex', flexWrap: 'wrap', gap: '0.75rem', alignItems: 'flex-end', justifyContent: 'space-between' }}>
        <div css={{ flex: '1 1 14rem', maxWidth: '24rem' }}>
          <TextField label="Görsel ara" type="search" placeholder="Dosya ara..." value={query} onChange={(e) => setQuery(e.target.value)} />
        </div>
        <UploadButton label="Görsel Yükle" inputLabel="Görsel yükle" accept={ACCEPT_IMAGES} multiple={false} busy={uploads.busy} onFiles={(files) => void upload(files)} />
      </div>
      <UploadProgressList items={uploads.items} />
      {images.loading && !images.rows.length ? (
        <Spinner />
      ) : shown.length ? (
        <MediaGrid rows={shown} apiUrl={apiUrl} columns="picker" altStatus label="Görseller" onOpen={(row) => pick(row.file_url, row)} />
      ) : (
        <EmptyState icon={ImageOff} title="Görsel bulunamadı" hint={query.trim() ? 'Arama kriterlerini değiştirmeyi deneyin.' : 'Yeni bir görsel yükleyebilirsiniz.'} />
      )}
    </div>
  );
}
