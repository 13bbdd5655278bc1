/**
 * "Kırp": choose a ratio (Serbest, 1:1, 4:3, 16:9, 3:2, Open Graph 1.91:1), place the rectangle,
 * save. The crop is cut in the browser and uploaded as a new library file beside the original
 * (`<ad>-kirpilmis.<uzantı>`, made unique like any upload, its pixel size recorded) with the
 * original's alt text, caption and description (their translations too) and its focal point
 * moved into the crop; the original stays as it is.
 */
import { useState } from 'react';
import { useSnackbar } from '../ui/use-snackbar.tsx';
import { Crop } from 'lucide-react';
import { useAdminClient } from '../auth/AuthProvider.tsx';
import { Button } from '../ui/Button.tsx';
import { Modal } from '../ui/Modal.tsx';
import { Alert } from '../ui/Alert.tsx';
import { CROP_RATIOS, initialBox, type CropBox, type CropRatio } from './crop-box.ts';
import { cropImage } from './crop-image.ts';
import { ImageCropper } from './ImageCropper.tsx';
import { uploadMedia, type MediaRow } from './upload-media.ts';
import { mediaData } from '../data/media-data.ts';
import { focalPointInCrop } from '../../lib/focal-point.ts';

export const CROP_TEXTS = {
  action: 'Kırp',
  title: 'Görseli kırp',
  ratios: 'En-boy oranı',
  save: 'Kırpılmış kopyayı kaydet',
  saving: 'Kaydediliyor...',
  cancel: 'Vazgeç',
  note: 'Kırpılmış görsel kitaplığa yeni bir dosya olarak eklenir; orijinal olduğu gibi kalır.',
  saved: (name: string) => `Kırpılmış kopya kaydedildi: ${name}`,
  failed: (message: string) => `Görsel kırpılamadı: ${message}`,
  size: (box: CropBox) => `${box.width} × ${box.height} piksel`,
} as const;

export interface CropDialogProps {
  open: boolean;
  row: MediaRow;
  url: string;
  onClose: () => void;
  /** After the copy is stored: the library reads its rows again. */
  onSaved: (created: MediaRow) => void;
}

export function CropDialog({ open, row, url, onClose, onSaved }: CropDialogProps) {
  const db = useAdminClient();
  const { enqueueSnackbar } = useSnackbar();
  const [size, setSize] = useState({ width: row.width ?? 0, height: row.height ?? 0 });
  const [ratio, setRatio] = useState<CropRatio>(CROP_RATIOS[0]!);
  const [box, setBox] = useState<CropBox>(() => initialBox(size.width, size.height, null));
  const [busy, setBusy] = useState(false);
  // A failed save stays in the dialog, above its buttons, until the next try.
  const [failure, setFailure] = useState<string | undefined>();

  const choose = (next: CropRatio) => {
    setRatio(next);
    setBox(initialBox(size.width, size.height, next.value));
  };
  const loaded = (width: number, height: number) => {
    if (width === size.width && height === size.height) return;
    // The file itself decides (rows uploaded before sizes were recorded have none).
    setSize({ width, height });
    setBox(initialBox(width, height, ratio.value));
  };
  async function save() {
    if (busy) return;
    setFailure(undefined);
    setBusy(true);
    try {
      // The copy shows the same picture: its original's texts, and the focal point where it now lies.
      const initial = { alt_text: row.alt_text, caption: row.caption, description: row.description, ...focalPointInCrop(row, size, box) };
      const created = await uploadMedia(db, await cropImage(url, row.mime_type, row.original_name, box), { recordAs: 'image', initial });
      const copied = await mediaData(db).copyTranslations(row.id, created.id);
      if (copied.error) console.error('media crop translations', copied.error);
      enqueueSnackbar(CROP_TEXTS.saved(created.original_name), { variant: 'success' });
      onSaved(created);
    } catch (err) {
      console.error('media crop', err);
      setFailure(CROP_TEXTS.failed(err instanceof Error ? err.message : String(err)));
    } finally {
      setBusy(false);
    }
  }

  const footer = (
    <>
      <Button type="button" onClick={onClose} disabled={busy}>
        {CROP_TEXTS.cancel}
      </Button>
      <Button type="button" variant="primary" icon={Crop} loading={busy} disabled={!size.width} onClick={() => void save()}>
        {busy ? CROP_TEXTS.saving : CROP_TEXTS.save}
      </Button>
    </>
  );
  return (
    <Modal open={open} onClose={onClose} title={CROP_TEXTS.title} size="lg" footer={footer} dismissible={!busy}>
      <div css={{ display: 'grid', gap: '1rem' }}>
        <div role="group" aria-label={CROP_TEXTS.ratios} css={{ display: 'flex', flexWrap: 'wrap', gap: '0.35rem' }}>
          {CROP_RATIOS.map((r) => (
            <Button key={r.key} size="sm" variant={ratio.key === r.key ? 'primary' : 'secondary'} aria-pressed={ratio.key === r.key} onClick={() => choose(r)}>
              {r.label}
            </Button>
          ))}
        </div>
        <div css={(theme) => ({ display: 'grid', placeItems: 'center', background: theme.color.surfaceAlt, borderRadius: theme.radius.md, padding: '0.5rem' })}>
          <ImageCropper src={url} alt={row.alt_text ?? row.original_name} imageWidth={size.width} imageHeight={size.height} ratio={ratio.value} box={box} onChange={setBox} onImageLoad={loaded} />
        </div>
        <p css={{ margin: 0, fontSize: '0.9rem' }} aria-live="polite">
          {CROP_TEXTS.size(box)}
        </p>
        <p css={(theme) => ({ margin: 0, fontSize: '0.85rem', color: theme.color.textMuted })}>{CROP_TEXTS.note}</p>
        {failure && <Alert tone="danger">{failure}</Alert>}
      </div>
    </Modal>
  );
}
