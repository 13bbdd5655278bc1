/**
 * A global's screen, /admin/<route>: its one record in the form engine (ResourceFormBody:
 * the schema's sections as cards, widgets, Turkish validation, edit conflicts), with the
 * record badge, Kaydet at the top and bottom, Ctrl+S, the question before unsaved changes are
 * left and the local draft, as every item's editor has them. No record yet: the form starts
 * from the schema's defaults and the first save inserts it. A global that asks for a
 * connection badge works offline when the database cannot be reached: the defaults show and
 * saving is refused with its Turkish reason. A global with localized texts has language tabs;
 * another language edits the record's translation (its texts only, the rest shown as shared).
 */
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useSnackbar } from '../ui/use-snackbar.tsx';
import { RefreshCw, Save } from 'lucide-react';
import { loadResource, type ResourceRoute } from '../../../generated/admin/resources.ts';
import { useAdminClient } from '../auth/AuthProvider.tsx';
import type { AnyGlobal, Row } from '../resource/types.ts';
import { Alert } from '../ui/Alert.tsx';
import { Button } from '../ui/Button.tsx';
import { PageHeader } from '../ui/PageHeader.tsx';
import { Spinner } from '../ui/Spinner.tsx';
import { FormNotices } from './FormNotices.tsx';
import { initialValues } from './form-data.ts';
import { ResourceFormBody } from './ResourceFormBody.tsx';
import { SingleRecordBadges } from './SingleRecordBadges.tsx';
import { UnsavedChangesDialog } from './UnsavedChangesDialog.tsx';
import { useLocalDraft } from './use-local-draft.ts';
import { useResourceForm } from './use-resource-form.ts';
import { useSaveShortcut } from './use-save-shortcut.ts';
import { useSingleRecord } from './use-single-record.ts';
import { DEFAULT_LANGUAGE } from '../../../schema/languages.ts';
import { LanguageSwitch } from './LanguageSwitch.tsx';
import { SharedFields } from './SharedFields.tsx';
import { isTranslatable, localDraftScope, translationGlobal } from './translation-resource.ts';
import { useEditorLanguage } from './use-editor-language.ts';
import { useOpenTranslation } from './use-open-translation.ts';
import { useUnsavedGuard } from './use-unsaved-guard.ts';

/** Loads the global's generated config (generated/admin/<route>.ts), then its screen. */
export default function SingleRecordScreen({ route }: { route: ResourceRoute }) {
  const [resource, setResource] = useState<AnyGlobal | null>(null);
  const [language, setLanguage] = useEditorLanguage();
  useEffect(() => {
    let current = true;
    void loadResource[route]().then((m) => current && setResource((m as { resource: AnyGlobal }).resource));
    return () => {
      current = false;
    };
  }, [route]);
  if (!resource || resource.route !== route) return <Spinner />;
  const chosen = isTranslatable(resource) ? language : DEFAULT_LANGUAGE;
  return <SingleRecordView key={`${route}:${chosen}`} resource={resource} language={chosen} onLanguage={setLanguage} />;
}

function SingleRecordView({ resource, language, onLanguage }: { resource: AnyGlobal; language: string; onLanguage: (code: string) => void }) {
  const client = useAdminClient();
  const record = useSingleRecord(client, resource.table);
  const { enqueueSnackbar } = useSnackbar();
  const texts = resource.single;
  const offline = record.state.status === 'unreachable' && !!texts.connection;
  const loadedToastShown = useRef(false);

  useEffect(() => {
    const s = record.state;
    if (s.status === 'ready' && s.row && texts.loaded && !loadedToastShown.current) {
      loadedToastShown.current = true;
      enqueueSnackbar(texts.loaded, { variant: 'success' });
    }
    if (s.status === 'unreachable' && texts.connection) enqueueSnackbar(texts.connection.offlineLoad, { variant: 'warning', preventDuplicate: true });
    else if (s.status === 'error' || s.status === 'unreachable') enqueueSnackbar(resource.messages.loadError, { variant: 'error', preventDuplicate: true });
  }, [record.state, texts, resource.messages.loadError, enqueueSnackbar]);

  const s = record.state;
  if (s.status === 'loading' && !texts.connection) return <Spinner />;
  const connection = s.status === 'loading' ? 'checking' : s.status === 'unreachable' ? 'disconnected' : 'connected';
  const retry = (
    <Button size="sm" icon={RefreshCw} onClick={record.reload}>
      Yeniden dene
    </Button>
  );
  const badges = <SingleRecordBadges texts={texts} connection={connection} record={s.status === 'ready' ? (s.row ? 'exists' : 'missing') : 'unknown'} />;
  if (s.status === 'ready' || offline) {
    const row = s.status === 'ready' ? s.row : null;
    const languages = isTranslatable(resource) ? <LanguageSwitch value={row ? language : DEFAULT_LANGUAGE} onChange={onLanguage} itemExists={row !== null} /> : undefined;
    if (row && language !== DEFAULT_LANGUAGE) return <GlobalTranslation base={resource} baseRow={row} locale={language} badges={<>{languages}{badges}</>} />;
    return (
      <Editor key={row?.id ?? 'new'} resource={resource} loaded={row} offline={offline} badges={<>{languages}{badges}</>} onCreated={record.created}>
        {offline && texts.connection && (
          <Alert tone="warning" title={texts.connection.offlineTitle} action={retry}>
            {texts.connection.offlineText}
          </Alert>
        )}
      </Editor>
    );
  }
  return (
    <>
      <PageHeader title={resource.title} description={resource.description} />
      {badges}
      {s.status === 'loading' ? (
        <Spinner />
      ) : (
        <Alert tone="danger" title={resource.messages.loadError} action={retry}>
          {s.status === 'error' ? s.message : null}
        </Alert>
      )}
    </>
  );
}

/** The record's translation in `locale`: read, then edited with the same editor (its first save inserts it). */
function GlobalTranslation({ base, baseRow, locale, badges }: { base: AnyGlobal; baseRow: Row; locale: string; badges: ReactNode }) {
  const client = useAdminClient();
  const resource = useMemo(() => translationGlobal(base, locale, baseRow), [base, locale, baseRow]);
  const [generation, setGeneration] = useState(0);
  const opened = useOpenTranslation(client, base.table, baseRow.id, locale, generation);
  if (opened.status === 'loading') return <Spinner />;
  if (opened.status === 'error') return <Alert tone="danger">{base.messages.loadError}</Alert>;
  return (
    <Editor key={opened.row?.id ?? 'new'} resource={resource} loaded={opened.row} offline={false} badges={badges} onCreated={() => setGeneration((g) => g + 1)}>
      <SharedFields resource={resource} />
    </Editor>
  );
}

interface EditorProps {
  resource: AnyGlobal;
  loaded: Row | null;
  offline: boolean;
  badges: ReactNode;
  onCreated(row: Row): void;
  children?: ReactNode;
}

function Editor({ resource, loaded, offline, badges, onCreated, children }: EditorProps) {
  const { enqueueSnackbar } = useSnackbar();
  const [row, setRow] = useState(loaded);
  const [initial] = useState(() => initialValues(resource, loaded));
  const form = useResourceForm(resource, row, (saved, created) => {
    draft.clear();
    if (created) {
      guard.allowLeaving();
      onCreated(saved);
    } else setRow(saved);
  }, setRow);
  const draft = useLocalDraft(localDraftScope(resource), row, form.formData, form.dirty, initial);
  const guard = useUnsavedGuard(form.dirty, form.isDirty);
  const offlineSave = resource.single.connection?.offlineSave;
  const save = () => {
    if (offline) enqueueSnackbar(offlineSave, { variant: 'error' });
    else form.submit();
  };
  useSaveShortcut(save);
  const tips = resource.single.tips;
  // Offline the button looks disabled but still answers a click with the reason.
  const lock = useMemo(() => (offline ? { 'aria-disabled': true, css: { opacity: 0.6, cursor: 'not-allowed' } } : {}), [offline]);
  const saveButton = (
    <Button variant="primary" icon={Save} loading={form.saving} onClick={save} title="Ctrl+S" {...lock}>
      {form.saving ? 'Kaydediliyor...' : 'Kaydet'}
    </Button>
  );

  return (
    <div>
      <PageHeader
        title={resource.title}
        description={resource.description}
        actions={
          <>
            <span role="status" css={(theme) => ({ alignSelf: 'center', fontSize: '0.8rem', color: theme.color.textMuted })}>
              {form.dirty ? 'Kaydedilmemiş değişiklikler var' : ''}
            </span>
            {saveButton}
          </>
        }
      />
      {badges}
      <div css={{ display: 'grid', gap: '1rem', marginBottom: '1.25rem', '&:empty': { display: 'none' } }}>
        {children}
        <FormNotices form={form} draft={draft} />
      </div>
      <ResourceFormBody form={form} />
      <div css={{ display: 'flex', justifyContent: 'flex-end', marginTop: '1.25rem' }}>{saveButton}</div>
      {tips && <Tips tips={tips} />}
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

/** The advice box under a global's form (the SEO tips). */
function Tips({ tips }: { tips: NonNullable<AnyGlobal['single']['tips']> }) {
  return (
    <div css={{ marginTop: '1.25rem' }}>
      <Alert tone="info" title={tips.title}>
        <ul css={{ margin: 0, paddingLeft: '1.2rem' }}>
          {tips.items.map((tip) => (
            <li key={tip}>{tip}</li>
          ))}
        </ul>
      </Alert>
    </div>
  );
}
