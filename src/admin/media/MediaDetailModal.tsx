/**
 * One media file: a preview, what it is (name, type, format, file and pixel size, date, URL), where it is used
 * (links to each item), its editable alt text, caption and description (and, under them, each
 * other language's: MediaTranslationFields.tsx), and the copy-link and
 * delete actions (a used file's deletion names the places and asks twice).
 */
import { useState, type FormEvent, type ReactNode } from 'react';
import { fileFormatName } from './file-format.ts';
import { useQuery } from '@tanstack/react-query';
import { useSnackbar } from '../ui/use-snackbar.tsx';
import { Copy, Crop, Crosshair, FileText, Save, Trash2 } from 'lucide-react';
import { MEDIA_FILE_TYPE_OPTIONS, MEDIA_TEXTS } from '../../../schema/media-library.ts';
import { resource } from '../../../generated/admin/media.ts';
import { formatDate } from '../../lib/format-date.ts';
import { formatFileSize } from '../../lib/format-file-size.ts';
import type { FocalPoint } from '../../lib/focal-point.ts';
import { mediaUrl } from '../../lib/media-url.ts';
import { safeHref } from '../../lib/safe-url.ts';
import { useAdminClient } from '../auth/AuthProvider.tsx';
import { EDIT_CONFLICT_TEXTS, isEditConflict } from '../data/edit-conflict.ts';
import type { DataError } from '../data/resource-data.ts';
import { MEDIA_TABLE, mediaData, type MediaTexts } from '../data/media-data.ts';
import { dataKeys } from '../data/query-keys.ts';
import { useTableWrite } from '../data/use-table-write.ts';
import { Button } from '../ui/Button.tsx';
import { Modal } from '../ui/Modal.tsx';
import { TextArea } from '../ui/TextArea.tsx';
import { TextField } from '../ui/TextField.tsx';
import { copyText } from './copy-text.ts';
import { canCrop } from './crop-image.ts';
import { Alert } from '../ui/Alert.tsx';
import { CROP_TEXTS, CropDialog } from './CropDialog.tsx';
import { MediaDeleteDialog } from './MediaDeleteDialog.tsx';
import { loadMediaUsages } from './media-usages.ts';
import { MediaUsageList } from './MediaUsageList.tsx';
import { MediaTranslationFields } from './MediaTranslationFields.tsx';
import { useMediaTranslations } from './use-media-translations.ts';
import { FOCAL_TEXTS, FocalPointPicker } from './FocalPointPicker.tsx';
import { formatPixelSize } from './pixel-size.ts';
import type { MediaRow } from './upload-media.ts';

const TYPE_LABEL = new Map<string, string>(MEDIA_FILE_TYPE_OPTIONS.map((o) => [o.value, o.label]));

/** `yatay %30, dikey %70`, or `Orta` when none is chosen. */
function focalText({ focal_x, focal_y }: FocalPoint): string {
  if (focal_x == null || focal_y == null) return 'Orta';
  return `yatay %${Math.round(focal_x * 100)}, dikey %${Math.round(focal_y * 100)}`;
}

export interface MediaDetailModalProps {
  row: MediaRow | null;
  apiUrl: string;
  onClose: () => void;
  /** After a save or delete: the list reads the rows again. */
  onChanged: () => void;
}

export function MediaDetailModal({ row, apiUrl, onClose, onChanged }: MediaDetailModalProps) {
  return (
    <Modal open={row !== null} onClose={onClose} title={MEDIA_TEXTS.detailTitle} size="lg">
      {row && <MediaDetail key={row.id} row={row} apiUrl={apiUrl} onClose={onClose} onChanged={onChanged} />}
    </Modal>
  );
}

function MediaDetail({ row, apiUrl, onClose, onChanged }: { row: MediaRow; apiUrl: string; onClose: () => void; onChanged: () => void }) {
  const db = useAdminClient();
  const { enqueueSnackbar } = useSnackbar();
  const [alt, setAlt] = useState(row.alt_text ?? '');
  const [caption, setCaption] = useState(row.caption ?? '');
  const [description, setDescription] = useState(row.description ?? '');
  const [focal, setFocal] = useState<FocalPoint>({ focal_x: row.focal_x, focal_y: row.focal_y });
  // The version the texts are based on: a save by someone else meanwhile is refused (PT409).
  const [version, setVersion] = useState(row.updated_at);
  const translations = useMediaTranslations(db, row.id);
  const [confirming, setConfirming] = useState(false);
  const [cropping, setCropping] = useState(false);
  // A refused save stays above the form's buttons until the next save (never a toast in a form).
  const [saveError, setSaveError] = useState<string | undefined>();
  // Where the file is used; read again after any write (see use-table-write.ts).
  const usageQuery = useQuery({ queryKey: [...dataKeys.overview('media-usages'), row.file_url], queryFn: () => loadMediaUsages(db, [row.file_url]) });
  const usages = usageQuery.data;
  const usagesFailed = usageQuery.isError;
  const saveTexts = useTableWrite([MEDIA_TABLE], ({ texts, version: base }: { texts: MediaTexts; version: string }) => mediaData(db).updateTexts(row.id, texts, base));
  const removeFile = useTableWrite([MEDIA_TABLE], () => mediaData(db).remove(row.id));
  const saving = saveTexts.isPending;
  const url = mediaUrl(row.file_url, apiUrl) ?? row.file_url;
  const m = resource.messages;

  async function save(e: FormEvent) {
    e.preventDefault();
    if (saving) return;
    setSaveError(undefined);
    const orNull = (s: string) => (s.trim() ? s.trim() : null);
    try {
      setVersion(await saveTexts.mutateAsync({ texts: { alt_text: orNull(alt), caption: orNull(caption), description: orNull(description), ...(row.file_type === 'image' ? focal : {}) }, version }));
      await translations.save();
    } catch (error) {
      if (isEditConflict(error as DataError)) {
        enqueueSnackbar(EDIT_CONFLICT_TEXTS.message, { variant: 'warning' });
        return;
      }
      console.error('media update', error);
      setSaveError(m.saveError);
      return;
    }
    enqueueSnackbar(m.updated, { variant: 'success' });
    onChanged();
  }

  async function copy() {
    try {
      await copyText(url);
      enqueueSnackbar(MEDIA_TEXTS.linkCopied, { variant: 'success' });
    } catch (err) {
      console.error('copy link', err);
      enqueueSnackbar('Link kopyalanamadı', { variant: 'error' });
    }
  }

  async function remove() {
    try {
      await removeFile.mutateAsync();
    } catch (err) {
      console.error('media delete', err);
      enqueueSnackbar(m.deleteError, { variant: 'error' });
      return;
    }
    setConfirming(false);
    enqueueSnackbar(m.deleted, { variant: 'success' });
    onClose();
    onChanged();
  }

  const facts: [string, ReactNode][] = [
    ['Orijinal ad', row.original_name],
    ['Dosya adı', row.filename],
    ['Tür', TYPE_LABEL.get(row.file_type) ?? row.file_type],
    ['Dosya biçimi', fileFormatName(row.mime_type)],
    ['Dosya boyutu', formatFileSize(row.file_size)],
    ...(formatPixelSize(row) ? [['Piksel boyutu', formatPixelSize(row)] as [string, ReactNode]] : []),
    ...(row.file_type === 'image' ? [['Odak noktası', focalText(focal)] as [string, ReactNode]] : []),
    ['Yüklenme tarihi', formatDate(row.created_at, 'datetime')],
    [
      'URL',
      // Only a web address is a link; anything else (data:, javascript:) is shown as text.
      safeHref(url) ? (
        <a href={safeHref(url)} target="_blank" rel="noreferrer" css={{ wordBreak: 'break-all' }}>
          {url}
        </a>
      ) : (
        <span css={{ wordBreak: 'break-all' }}>{url}</span>
      ),
    ],
  ];

  return (
    <>
    <form onSubmit={save} css={{ display: 'grid', gap: '1.25rem' }}>
      <div css={(theme) => ({ display: 'grid', placeItems: 'center', background: theme.color.surfaceAlt, borderRadius: theme.radius.md, minHeight: 160, overflow: 'hidden' })}>
        {row.file_type === 'image' ? (
          <FocalPointPicker src={url} alt={row.alt_text ?? row.original_name} value={focal} onChange={setFocal} />
        ) : row.file_type === 'video' ? (
          <video src={url} controls preload="metadata" css={{ maxWidth: '100%', maxHeight: 320, display: 'block' }} />
        ) : (
          <FileText size={64} aria-hidden="true" />
        )}
      </div>
      <dl css={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: '0.4rem 1rem', margin: 0, fontSize: '0.9rem' }}>
        {facts.map(([term, value]) => (
          <div key={term} css={{ display: 'contents' }}>
            <dt css={(theme) => ({ color: theme.color.textMuted })}>{term}</dt>
            <dd css={{ margin: 0, minWidth: 0, overflowWrap: 'anywhere' }}>{value}</dd>
          </div>
        ))}
      </dl>
      <MediaUsageList usages={usages} failed={usagesFailed} />
      <TextField label={resource.fieldTitles.alt_text ?? 'Alternatif metin'} value={alt} onChange={(e) => setAlt(e.target.value)} maxLength={resource.fieldLimits.alt_text?.maxLength} />
      <TextField label={resource.fieldTitles.caption ?? 'Alt yazı'} value={caption} onChange={(e) => setCaption(e.target.value)} maxLength={resource.fieldLimits.caption?.maxLength} />
      <TextArea label={resource.fieldTitles.description ?? 'Açıklama'} rows={3} value={description} onChange={(e) => setDescription(e.target.value)} maxLength={resource.fieldLimits.description?.maxLength} />
      <MediaTranslationFields translations={translations} />
      {saveError && <Alert tone="danger">{saveError}</Alert>}
      <div css={{ display: 'flex', flexWrap: 'wrap', gap: '0.5rem', justifyContent: 'space-between' }}>
        <div css={{ display: 'flex', gap: '0.5rem' }}>
          <Button type="button" icon={Copy} onClick={() => void copy()}>
            Linki Kopyala
          </Button>
          {row.file_type === 'image' && canCrop(row.mime_type) && (
            <Button type="button" icon={Crop} onClick={() => setCropping(true)}>
              {CROP_TEXTS.action}
            </Button>
          )}
          {row.file_type === 'image' && focal.focal_x != null && (
            <Button type="button" icon={Crosshair} onClick={() => setFocal({ focal_x: null, focal_y: null })}>
              {FOCAL_TEXTS.reset}
            </Button>
          )}
          <Button type="button" variant="danger" icon={Trash2} onClick={() => setConfirming(true)}>
            Sil
          </Button>
        </div>
        <Button type="submit" variant="primary" icon={Save} loading={saving}>
          {saving ? 'Kaydediliyor...' : 'Güncelle'}
        </Button>
      </div>
    </form>
    {cropping && (
      <CropDialog
        open
        // The copy takes the texts and focal point as they stand on screen.
        row={{ ...row, alt_text: alt.trim() || null, caption: caption.trim() || null, description: description.trim() || null, ...focal }}
        url={url}
        onClose={() => setCropping(false)}
        onSaved={() => {
          setCropping(false);
          onChanged();
        }}
      />
    )}
    <MediaDeleteDialog open={confirming} message={m.deleteConfirm} usages={usagesFailed ? [] : usages} onConfirm={remove} onCancel={() => setConfirming(false)} />
    </>
  );
}
