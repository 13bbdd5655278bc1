/**
 * The full-page editor of one item, /admin/<route>/new and /admin/<route>/<id>: breadcrumb and
 * title, a sticky action bar (back to the list, Sil, Canlı önizleme, Sitede görüntüle, Kaydet,
 * Kaydet ve Yayınla), the form (ResourceFormBody, as in the modal) with a side column for the
 * item's panels (EditorPanels) and, when switched on, the live preview beside it, Ctrl+S, a question before unsaved changes are left, and the local
 * draft offered back after a reload or crash. An id that names no item shows a Turkish
 * not-found state. The item is read with a query (use-open-item.ts) and the form is filled
 * from its first answer only: a later read of it (after a write elsewhere to the table) never
 * replaces what is typed. A published item of public content is edited through its draft
 * (use-server-draft.ts): the form opens with the draft's values, autosaves to it, and the bar
 * offers "Taslağı kaydet", "Yayınla" (or "… tarihinde yayınla") and "Taslağı sil".
 */
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useRef, useState } from 'react';
import { useSnackbar } from 'notistack';
import { ArrowLeft, ExternalLink, MonitorSmartphone, Save, Send, Trash2, Undo2 } from 'lucide-react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { useAdminClient } from '../auth/AuthProvider.tsx';
import { useOpenItem } from './use-open-item.ts';
import { useOpenDraft } from './use-open-draft.ts';
import { DRAFT_TEXTS } from './draft-texts.ts';
import type { ContentDraft } from '../data/content-drafts-data.ts';
import { formatDate } from '../../lib/format-date.ts';
import { dataKeys } from '../data/query-keys.ts';
import { resourceData } from '../data/resource-data.ts';
import { useTableWrite } from '../data/use-table-write.ts';
import { dropRow, changeLists, rowChanged } from '../resource/list-cache.ts';
import { publicUrl } from '../resource/RowActions.tsx';
import { publicationState } from '../resource/publication-status.ts';
import type { AnyResource, Row } from '../resource/types.ts';
import { Alert } from '../ui/Alert.tsx';
import { Button, ButtonLink, buttonStyles } from '../ui/Button.tsx';
import { Card } from '../ui/Card.tsx';
import { ConfirmDialog } from '../ui/ConfirmDialog.tsx';
import { createDeleteRedirect, RedirectOnDelete, type DeleteRedirect } from '../editorial/RedirectOnDelete.tsx';
import { Spinner } from '../ui/Spinner.tsx';
import { FormNotices } from './FormNotices.tsx';
import { EditorPanels } from './EditorPanels.tsx';
import { LivePreview } from '../editorial/LivePreview.tsx';
import { livePreviewTable } from '../editorial/live-preview-values.ts';
import { BlockSelectionContext, type SelectedBlock } from './widgets/blocks/block-selection.ts';
import { initialValues } from './form-data.ts';
import { ReplyLink } from './ReplyLink.tsx';
import { ResourceFormBody } from './ResourceFormBody.tsx';
import { UnsavedChangesDialog } from './UnsavedChangesDialog.tsx';
import { useLocalDraft } from './use-local-draft.ts';
import { useResourceForm } from './use-resource-form.ts';
import { useSaveShortcut } from './use-save-shortcut.ts';
import { useUnsavedGuard } from './use-unsaved-guard.ts';

/** What the list passes along when it opens an item: its query (search, filters) to return to. */
export interface EditorLocationState {
  list?: string;
}

/** `id` null: a new item. */
export default function ResourceEditPage({ resource, id }: { resource: AnyResource; id: string | null }) {
  const client = useAdminClient();
  const db = useMemo(() => resourceData(client, resource.table), [client, resource.table]);
  const opened = useOpenItem(resource, db, id);
  const openedDraft = useOpenDraft(client, resource.table, id);
  const location = useLocation();
  const listPath = `/admin/${resource.route}${(location.state as EditorLocationState | null)?.list ?? ''}`;

  if (id === null && resource.creatable === false) return <NotFound resource={resource} listPath={listPath} />;
  if (opened.status === 'loading' || openedDraft.status === 'loading') return <Spinner />;
  if (opened.status === 'error' || openedDraft.status === 'error') return <Alert tone="danger">{resource.messages.loadError}</Alert>;
  if (opened.status === 'missing') return <NotFound resource={resource} listPath={listPath} />;
  return <Editor key={opened.row?.id ?? 'new'} resource={resource} loaded={opened.row} loadedDraft={openedDraft.draft} listPath={listPath} />;
}

function Breadcrumb({ resource, current, listPath }: { resource: AnyResource; current: string; listPath: string }) {
  return (
    <nav aria-label="Sayfa yolu" css={(theme) => ({ fontSize: '0.875rem', color: theme.color.textMuted, marginBottom: '0.5rem' })}>
      <ol css={{ display: 'flex', flexWrap: 'wrap', gap: '0.4rem', listStyle: 'none', margin: 0, padding: 0, 'li + li::before': { content: '"/"', marginRight: '0.4rem' } }}>
        <li>
          <Link to="/admin" css={(theme) => ({ color: theme.color.textMuted })}>
            Kontrol Paneli
          </Link>
        </li>
        <li>
          <Link to={listPath} css={(theme) => ({ color: theme.color.textMuted })}>
            {resource.title}
          </Link>
        </li>
        <li aria-current="page">{current}</li>
      </ol>
    </nav>
  );
}

function NotFound({ resource, listPath }: { resource: AnyResource; listPath: string }) {
  return (
    <>
      <Breadcrumb resource={resource} current="Bulunamadı" listPath={listPath} />
      <h1 css={{ margin: '0 0 1.5rem', fontSize: '1.6rem' }}>Kayıt bulunamadı</h1>
      <Card>
        <p css={{ margin: '0 0 1rem' }}>{`Aradığınız ${resource.singular.toLocaleLowerCase('tr')} bulunamadı. Silinmiş ya da adresi değişmiş olabilir.`}</p>
        <ButtonLink to={listPath} variant="primary" icon={ArrowLeft}>
          Listeye dön
        </ButtonLink>
      </Card>
    </>
  );
}

function Editor({ resource, loaded, loadedDraft, listPath }: { resource: AnyResource; loaded: Row | null; loadedDraft: ContentDraft | null; listPath: string }) {
  const client = useAdminClient();
  const db = useMemo(() => resourceData(client, resource.table), [client, resource.table]);
  const navigate = useNavigate();
  const location = useLocation();
  const { enqueueSnackbar } = useSnackbar();
  const queryClient = useQueryClient();
  const [row, setRow] = useState(loaded);
  // A published item's draft (only a live row has one): the form starts from its values.
  const [drafts] = useState(() => (loaded ? { initial: publicationState(resource, loaded) === 'live' ? loadedDraft : null } : undefined));
  const [formRow] = useState(() => (loaded && drafts?.initial ? { ...loaded, ...drafts.initial.data, id: loaded.id, updated_at: loaded.updated_at } : loaded));
  const [initial] = useState(() => initialValues(resource, formRow));
  const [discarding, setDiscarding] = useState(false);
  const form = useResourceForm(resource, formRow, (saved, created) => {
    draft.clear();
    if (created) {
      guard.allowLeaving();
      navigate(`/admin/${resource.route}/${saved.id}`, { replace: true, state: location.state });
    } else setRow(saved);
  }, setRow, drafts);
  const draft = useLocalDraft(resource.route, row, form.formData, form.dirty, initial);
  const guard = useUnsavedGuard(form.dirty, form.isDirty);
  const [deleting, setDeleting] = useState(false);
  // The live preview beside the form (resources with a page of their own on the site).
  const liveTable = livePreviewTable(resource);
  const [live, setLive] = useState(false);
  const [selectedBlock, setSelectedBlock] = useState<SelectedBlock | null>(null);
  const [editedBlock, setEditedBlock] = useState<string | null>(null);
  const blockSelection = useMemo(() => ({ selected: selectedBlock, editing: setEditedBlock }), [selectedBlock]);
  const deleteRedirect = useRef<DeleteRedirect | undefined>(undefined);
  useSaveShortcut(() => form.submit());
  // The open item leaves the lists; its own read is not asked again (the page is left).
  const removeWrite = useTableWrite([resource.table], (id: string) => db.remove(id), { onSuccess: (_none, id) => changeLists(queryClient, resource.table, dropRow(id)) }, row ? dataKeys.item(resource.table, row.id) : undefined);

  const titleField = (resource.list.card?.title ?? resource.list.columns[0]!.field) as string;
  const name = row ? String(row[titleField] ?? '') : '';
  const status = resource.status?.field as string | undefined;
  const published = status ? form.formData[status] === true : false;
  const siteUrl = row ? publicUrl(resource, row) : undefined;
  const serverDraft = form.serverDraft;
  const scheduleField = resource.status?.schedule as string | undefined;
  const scheduleValue = scheduleField ? form.formData[scheduleField] : undefined;
  const publishAt = typeof scheduleValue === 'string' && Date.parse(scheduleValue) > Date.now() ? scheduleValue : null;

  async function remove() {
    if (!row) return;
    try {
      await removeWrite.mutateAsync(row.id);
    } catch (error) {
      console.error(error);
      enqueueSnackbar(resource.messages.deleteError, { variant: 'error' });
      setDeleting(false);
      return;
    }
    enqueueSnackbar(resource.messages.deleted, { variant: 'success' });
    // The old address may move to another item, as from the list's delete (redirects).
    const redirectError = await createDeleteRedirect(client, deleteRedirect.current);
    if (redirectError) enqueueSnackbar(redirectError, { variant: 'error' });
    draft.clear();
    guard.allowLeaving();
    navigate(listPath);
  }

  if (!resource.formSchema) return null;
  return (
    <div>
      <Breadcrumb resource={resource} current={row ? name || resource.editTitle : resource.createTitle} listPath={listPath} />
      <h1 css={{ margin: '0 0 1rem', fontSize: '1.6rem', overflowWrap: 'anywhere' }}>{row ? `${resource.editTitle}${name ? `: ${name}` : ''}` : resource.createTitle}</h1>
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
        <span role="status" css={(theme) => ({ fontSize: '0.8rem', color: theme.color.textMuted })}>
          {form.saving
            ? serverDraft.live
              ? DRAFT_TEXTS.saving
              : 'Kaydediliyor...'
            : form.dirty
              ? 'Kaydedilmemiş değişiklikler var'
              : serverDraft.stored
                ? DRAFT_TEXTS.savedStatus
                : row
                  ? 'Tüm değişiklikler kaydedildi'
                  : ''}
        </span>
        <span css={{ marginLeft: 'auto', display: 'inline-flex', flexWrap: 'wrap', gap: '0.5rem' }}>
          {row && <ReplyLink resource={resource} row={row} />}
          {row && (
            <Button size="sm" variant="danger" icon={Trash2} disabled={form.saving} onClick={() => setDeleting(true)}>
              Sil
            </Button>
          )}
          {liveTable && (
            <Button size="sm" variant={live ? 'secondary' : 'ghost'} icon={MonitorSmartphone} aria-pressed={live} onClick={() => setLive((on) => !on)}>
              Canlı önizleme
            </Button>
          )}
          {siteUrl && (
            <a href={siteUrl} target="_blank" rel="noopener noreferrer" css={[buttonStyles({ size: 'sm' }), { textDecoration: 'none' }]}>
              <ExternalLink size={14} aria-hidden="true" />
              Sitede görüntüle
            </a>
          )}
          {serverDraft.live ? (
            <>
              {serverDraft.stored && (
                <Button size="sm" variant="ghost" icon={Undo2} disabled={form.saving} onClick={() => setDiscarding(true)}>
                  {DRAFT_TEXTS.discard}
                </Button>
              )}
              <Button size="sm" variant="secondary" icon={Save} loading={form.saving} onClick={() => form.submit()} title="Ctrl+S">
                {DRAFT_TEXTS.saveDraft}
              </Button>
              <Button size="sm" variant="primary" icon={Send} disabled={form.saving || (!serverDraft.stored && !form.dirty)} onClick={() => form.submit(true)}>
                {publishAt ? DRAFT_TEXTS.publishAt.replace('{when}', formatDate(publishAt, 'datetime')) : DRAFT_TEXTS.publish}
              </Button>
            </>
          ) : (
            <Button size="sm" variant={status && !published ? 'secondary' : 'primary'} icon={Save} loading={form.saving} onClick={() => form.submit()} title="Ctrl+S">
              Kaydet
            </Button>
          )}
          {status && !published && !serverDraft.live && (
            <Button size="sm" variant="primary" icon={Send} disabled={form.saving} onClick={() => form.submit(true)}>
              Kaydet ve Yayınla
            </Button>
          )}
        </span>
      </div>
      <div css={{ display: 'grid', gap: '1rem', marginBottom: '1rem', '&:empty': { display: 'none' } }}>
        <FormNotices form={form} draft={draft} />
      </div>
      {/* The same children with or without the preview (only the layout changes), so the form keeps its state. */}
      <div
        css={(theme) =>
          live
            ? { display: 'grid', gap: '1.25rem', alignItems: 'start', gridTemplateAreas: '"form" "live" "side"', [theme.mq.lg]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)', gridTemplateAreas: '"form live" "side live"' } }
            : { display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: '1.25rem' }
        }
      >
        <Card padding css={{ flex: '1 1 36rem', minWidth: 0, gridArea: 'form' }}>
          <BlockSelectionContext.Provider value={blockSelection}>
            <ResourceFormBody form={form} />
          </BlockSelectionContext.Provider>
        </Card>
        <aside aria-label="Kayıt bilgileri" css={{ flex: '0 1 20rem', gridArea: 'side', minWidth: 0, display: 'flex', flexDirection: 'column', gap: '1rem', '&:empty': { display: 'none' } }}>
          <EditorPanels
            resource={resource}
            row={row}
            values={form.formData}
            onRowChanged={(changed) => {
              // In place, so the open Geçmiş panel stays open and lists the new version.
              setRow(changed);
              form.reset(changed);
              draft.clear();
              void form.revisionRestored();
              void rowChanged(queryClient, resource.table, changed);
            }}
          />
        </aside>
        {live && liveTable && (
          <div css={{ gridArea: 'live', minWidth: 0, alignSelf: 'stretch' }}>
            <LivePreview resource={resource} table={liveTable} row={row} values={form.formData} editedBlock={editedBlock} onSelectBlock={(id) => setSelectedBlock({ id, at: Date.now() })} />
          </div>
        )}
      </div>
      <ConfirmDialog
        open={discarding}
        message={DRAFT_TEXTS.discardConfirm}
        onConfirm={async () => {
          setDiscarding(false);
          await form.discardDraft();
          draft.clear();
        }}
        onCancel={() => setDiscarding(false)}
      />
      <ConfirmDialog open={deleting} message={<>{resource.messages.deleteConfirm}<RedirectOnDelete resource={resource} row={deleting ? row : null} choice={deleteRedirect} /></>} onConfirm={remove} onCancel={() => setDeleting(false)} />
      <UnsavedChangesDialog
        open={guard.blocker.state === 'blocked'}
        onLeave={() => {
          draft.clear();
          guard.allowLeaving();
          guard.blocker.proceed?.();
        }}
        onStay={() => guard.blocker.reset?.()}
      />
    </div>
  );
}
