/**
 * Media library (/admin/media): every uploaded file, newest first, as a grid with a
 * Turkish-aware search, a type filter and a filter for unused files; multi-file upload with a progress bar per file; a
 * detail modal to describe, copy the link of, or delete a file; alt texts of several images
 * edited in one dialog.
 */
import { useEffect, useMemo, useState } from 'react';
import { useSnackbar } from '../ui/use-snackbar.tsx';
import { Images, Unlink } from 'lucide-react';
import { MEDIA_TEXTS } from '../../../schema/media-library.ts';
import { resource } from '../../../generated/admin/media.ts';
import { BulkAltTextBar } from '../media/BulkAltTextBar.tsx';
import { ACCEPT } from '../media/file-checks.ts';
import { filterMedia, type MediaTypeFilter } from '../media/media-filter.ts';
import { MediaDetailModal } from '../media/MediaDetailModal.tsx';
import { MediaGrid } from '../media/MediaGrid.tsx';
import { MediaTypeTabs } from '../media/MediaTypeTabs.tsx';
import { UploadButton } from '../media/UploadButton.tsx';
import { UploadProgressList } from '../media/UploadProgressList.tsx';
import type { MediaRow } from '../media/upload-media.ts';
import { useMediaList } from '../media/use-media-list.ts';
import { useMediaSelection } from '../media/use-media-selection.ts';
import { useMediaUpload } from '../media/use-media-upload.ts';
import { useUsedFiles } from '../media/use-used-files.ts';
import { Button } from '../ui/Button.tsx';
import { Card } from '../ui/Card.tsx';
import { EmptyState } from '../ui/EmptyState.tsx';
import { useApiUrl } from '../media/use-api-url.ts';
import { PageHeader } from '../ui/PageHeader.tsx';
import { useOpenedSearch } from '../search/use-opened-search.ts';
import { Spinner } from '../ui/Spinner.tsx';
import { TextField } from '../ui/TextField.tsx';

export default function MediaLibrary() {
  const { enqueueSnackbar } = useSnackbar();
  const apiUrl = useApiUrl();
  const media = useMediaList();
  const uploads = useMediaUpload();
  // Opened from the admin search box: its file's name searched and its details open.
  const { query, setQuery, itemId } = useOpenedSearch();
  const [type, setType] = useState<MediaTypeFilter>('all');
  const [openId, setOpenId] = useState<string | null>(itemId);
  useEffect(() => setOpenId(itemId), [itemId]);
  const [unusedOnly, setUnusedOnly] = useState(false);
  const usedFiles = useUsedFiles(unusedOnly);
  const selection = useMediaSelection();
  const search = resource.search!;

  useEffect(() => {
    if (media.error) enqueueSnackbar(resource.messages.loadError, { variant: 'error' });
  }, [media.error, enqueueSnackbar]);

  useEffect(() => {
    if (usedFiles.failed) enqueueSnackbar('Kullanılmayan dosyalar belirlenemedi', { variant: 'error' });
  }, [usedFiles.failed, enqueueSnackbar]);

  const shown = useMemo(() => {
    const matching = filterMedia(media.rows, query, type);
    const used = usedFiles.used;
    return unusedOnly && used ? matching.filter((r) => !used.has(r.file_url)) : matching;
  }, [media.rows, query, type, unusedOnly, usedFiles.used]);
  // The open row follows reloads (an edit shows its saved values); a deleted row closes.
  const open: MediaRow | null = media.rows.find((r) => r.id === openId) ?? null;
  const filtering = query.trim() !== '' || type !== 'all' || unusedOnly;

  async function upload(files: File[]) {
    const created = await uploads.upload(files);
    if (created.length) await media.reload();
  }

  return (
    <div css={{ display: 'grid', gap: '1.25rem' }}>
      <PageHeader
        title={resource.title}
        description="Görseller, videolar ve dokümanlar: yükleyin, açıklayın, bağlantısını kopyalayın."
        actions={<UploadButton label={MEDIA_TEXTS.uploadLabel} accept={ACCEPT} busy={uploads.busy} onFiles={(files) => void upload(files)} />}
      />
      <UploadProgressList items={uploads.items} />
      <Card>
        <div css={{ display: 'flex', flexWrap: 'wrap', gap: '1rem', alignItems: 'flex-end', justifyContent: 'space-between' }}>
          <div css={{ flex: '1 1 16rem', maxWidth: '28rem' }}>
            <TextField label="Ara" type="search" placeholder={search.placeholder} value={query} onChange={(e) => setQuery(e.target.value)} />
          </div>
          <div css={{ display: 'flex', flexWrap: 'wrap', gap: '0.75rem', alignItems: 'center' }}>
            <MediaTypeTabs value={type} onChange={setType} />
            <Button size="sm" icon={Unlink} variant={unusedOnly ? 'primary' : 'secondary'} aria-pressed={unusedOnly} onClick={() => setUnusedOnly((on) => !on)}>
              Kullanılmayanlar
            </Button>
            <BulkAltTextBar selection={selection} rows={media.rows} apiUrl={apiUrl} />
          </div>
        </div>
      </Card>
      {(media.loading && !media.rows.length) || (unusedOnly && !usedFiles.used && !usedFiles.failed) ? (
        <Spinner />
      ) : shown.length ? (
        <MediaGrid
          rows={shown}
          apiUrl={apiUrl}
          label="Medya dosyaları"
          selected={selection.active ? selection.ids : undefined}
          onOpen={(row) => (selection.active ? selection.toggle(row.id) : setOpenId(row.id))}
        />
      ) : (
        <Card>
          <EmptyState icon={Images} title={search.emptyText} hint={filtering ? 'Arama kriterlerini değiştirmeyi deneyin.' : undefined} />
        </Card>
      )}
      <MediaDetailModal row={open} apiUrl={apiUrl} onClose={() => setOpenId(null)} onChanged={() => void media.reload()} />
    </div>
  );
}
