/**
 * The full-page editor's sticky action bar: back to the list, whether everything is saved, and
 * the item's actions: Canlı önizleme, Sitede görüntüle, then Kaydet and Kaydet ve Yayınla,
 * or, for a live row edited through its draft, Taslağı sil, Taslağı kaydet and Yayınla (or
 * "… tarihinde yayınla" when its publication time is ahead). Sil is in the "Diğer işlemler" menu
 * beside "Listeye dön", at the other end of the bar from publishing.
 */
import { ArrowLeft, ExternalLink, MonitorSmartphone, Save, Send, Undo2 } from 'lucide-react';
import { formatDate } from '../../lib/format-date.ts';
import { useAuth } from '../auth/AuthProvider.tsx';
import { mayPublish, staffRole } from '../auth/staff-role.ts';
import { publicUrl } from '../resource/RowActions.tsx';
import type { AnyResource, Row } from '../resource/types.ts';
import { Button, ButtonLink, buttonStyles } from '../ui/Button.tsx';
import { OverflowMenu } from '../ui/OverflowMenu.tsx';
import { DRAFT_TEXTS } from './draft-texts.ts';
import { ReplyLink } from './ReplyLink.tsx';
import { languageAdminName } from './translation-resource.ts';
import type { BlockPreview } from './use-block-preview.ts';
import type { ResourceForm } from './use-resource-form.ts';

interface EditorActionBarProps {
  resource: AnyResource;
  row: Row | null;
  form: ResourceForm;
  listPath: string;
  preview: BlockPreview;
  onDelete: () => void;
  onDiscardDraft: () => void;
}

export function EditorActionBar({ resource, row, form, listPath, preview, onDelete, onDiscardDraft }: EditorActionBarProps) {
  const siteUrl = row ? publicUrl(resource, row) : undefined;
  // An author publishes nothing and deletes no live item (the database refuses both): they
  // save, and send the item for review in its "İnceleme" panel.
  const publishes = mayPublish(staffRole(useAuth().session));
  const live = row !== null && resource.status !== undefined && row[resource.status.field as string] === true;
  return (
    <div
      role="toolbar"
      aria-label="Kayıt işlemleri"
      css={(theme) => ({
        position: 'sticky',
        top: '3.6rem',
        [theme.mq.lg]: { top: 0 },
        zIndex: 10,
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: '0.5rem',
        margin: '0 0 1.25rem',
        padding: '0.75rem 0',
        background: theme.color.background,
        borderBottom: `1px solid ${theme.color.border}`,
      })}
    >
      <ButtonLink to={listPath} variant="ghost" size="sm" icon={ArrowLeft}>
        Listeye dön
      </ButtonLink>
      {row && (publishes || !live) && <OverflowMenu label="Diğer işlemler" size="sm" align="start" actions={[{ label: 'Sil', danger: true, disabled: form.saving, onSelect: onDelete }]} />}
      <span role="status" css={(theme) => ({ fontSize: '0.8rem', color: theme.color.textMuted })}>
        {saveStatus(form, row)}
      </span>
      <span css={{ marginLeft: 'auto', display: 'inline-flex', flexWrap: 'wrap', gap: '0.5rem' }}>
        {row && <ReplyLink resource={resource} row={row} />}
        {preview.liveTable && (
          <Button size="sm" variant={preview.live ? 'secondary' : 'ghost'} icon={MonitorSmartphone} aria-pressed={preview.live} onClick={preview.toggleLive}>
            Canlı önizleme
          </Button>
        )}
        {siteUrl && (
          <a href={siteUrl} target="_blank" rel="noopener noreferrer" css={[buttonStyles({ size: 'sm' }), { textDecoration: 'none' }]}>
            <ExternalLink size={14} aria-hidden="true" />
            Sitede görüntüle
          </a>
        )}
        {form.serverDraft.live ? (
          <DraftSaveButtons resource={resource} form={form} onDiscardDraft={onDiscardDraft} publishes={publishes} />
        ) : (
          <RowSaveButtons resource={resource} form={form} publishes={publishes} />
        )}
      </span>
    </div>
  );
}

/** The bar's status line: saving, unsaved, the draft saved, or everything saved. */
function saveStatus(form: ResourceForm, row: Row | null): string {
  if (form.saving) return form.serverDraft.live ? DRAFT_TEXTS.saving : 'Kaydediliyor...';
  if (form.dirty) return 'Kaydedilmemiş değişiklikler var';
  if (form.serverDraft.stored) return DRAFT_TEXTS.savedStatus;
  return row ? 'Tüm değişiklikler kaydedildi' : '';
}

/** A row saved to itself: Kaydet, and (for those who publish) Kaydet ve Yayınla while it is not published. */
function RowSaveButtons({ resource, form, publishes }: { resource: AnyResource; form: ResourceForm; publishes: boolean }) {
  const status = publishes ? (resource.status?.field as string | undefined) : undefined;
  const published = status ? form.formData[status] === true : false;
  return (
    <>
      <Button size="sm" variant={status && !published ? 'secondary' : 'primary'} icon={Save} loading={form.saving} onClick={() => form.submit()} title="Ctrl+S">
        Kaydet
      </Button>
      {status && !published && (
        <Button size="sm" variant="primary" icon={Send} disabled={form.saving} onClick={() => form.submit(true)}>
          Kaydet ve Yayınla
        </Button>
      )}
    </>
  );
}

/** A live row edited through its draft: Taslağı sil (when one is stored), Taslağı kaydet, Yayınla. */
function DraftSaveButtons({ resource, form, onDiscardDraft, publishes }: { resource: AnyResource; form: ResourceForm; onDiscardDraft: () => void; publishes: boolean }) {
  const scheduleField = resource.status?.schedule as string | undefined;
  const scheduleValue = scheduleField ? form.formData[scheduleField] : undefined;
  const publishAt = typeof scheduleValue === 'string' && Date.parse(scheduleValue) > Date.now() ? scheduleValue : null;
  return (
    <>
      {form.serverDraft.stored && (
        <Button size="sm" variant="ghost" icon={Undo2} disabled={form.saving} onClick={onDiscardDraft}>
          {DRAFT_TEXTS.discard}
        </Button>
      )}
      <Button size="sm" variant="secondary" icon={Save} loading={form.saving} onClick={() => form.submit()} title="Ctrl+S">
        {DRAFT_TEXTS.saveDraft}
      </Button>
      {publishes && (
        <Button size="sm" variant="primary" icon={Send} disabled={form.saving || (!form.serverDraft.stored && !form.dirty)} onClick={() => form.submit(true)}>
          {publishAt ? publishAtText(resource, publishAt) : DRAFT_TEXTS.publish}
        </Button>
      )}
    </>
  );
}

/** "… tarihinde yayınla"; a translation's says its language, since only that one goes live then. */
function publishAtText(resource: AnyResource, publishAt: string): string {
  const when = formatDate(publishAt, 'datetime');
  const locale = resource.translation?.locale;
  if (!locale) return DRAFT_TEXTS.publishAt.replace('{when}', when);
  return DRAFT_TEXTS.publishLanguageAt.replace('{language}', languageAdminName(locale)).replace('{when}', when);
}
