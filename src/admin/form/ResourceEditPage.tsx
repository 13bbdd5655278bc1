/**
 * The full-page editor of one item, /admin/<route>/new and /admin/<route>/<id>: breadcrumb and
 * title, a sticky action bar (EditorActionBar), the form (ResourceFormBody, as in the modal)
 * with a side column for the item's panels and, when switched on, the live preview beside it
 * (EditorWorkspace), Ctrl+S, a question before unsaved changes are left, and the local draft
 * offered back after a reload or crash (use-editor-form.ts). An id that names no item shows a Turkish
 * not-found state. The item is read with a query (use-open-item.ts) and the form is filled
 * from its first answer only: a later read of it (after a write elsewhere to the table) never
 * replaces what is typed. A published item of public content is edited through its draft
 * (use-server-draft.ts): the form opens with the draft's values, autosaves to it, and the bar
 * offers "Taslağı kaydet", "Yayınla" (or "… tarihinde yayınla") and "Taslağı sil".
 * A type with localized fields has language tabs (LanguageSwitch, `?dil=` in the address):
 * another language edits the item's translation (TranslationEditor). Each language is read
 * afresh when chosen, so the editor always stands on the stored row.
 */
import { useMemo } from 'react';
import { useLocation } from 'react-router-dom';
import { DEFAULT_LANGUAGE } from '../../../schema/languages.ts';
import { useAdminClient } from '../auth/AuthProvider.tsx';
import { resourceData } from '../data/resource-data.ts';
import type { AnyResource } from '../resource/types.ts';
import { Alert } from '../ui/Alert.tsx';
import { Spinner } from '../ui/Spinner.tsx';
import { ItemEditor } from './ItemEditor.tsx';
import { ItemNotFound } from './ItemNotFound.tsx';
import { LanguageSwitch } from './LanguageSwitch.tsx';
import { TranslationEditor } from './TranslationEditor.tsx';
import { isTranslatable } from './translation-resource.ts';
import { useEditorLanguage } from './use-editor-language.ts';
import { useOpenDraft } from './use-open-draft.ts';
import { useOpenItem } from './use-open-item.ts';

/** What the list passes along when it opens an item: its query (search, filters) to return to. */
export interface EditorLocationState {
  list?: string;
}

/** `id` null: a new item. */
export default function ResourceEditPage({ resource, id }: { resource: AnyResource; id: string | null }) {
  const [language, setLanguage] = useEditorLanguage();
  const chosen = isTranslatable(resource) && id !== null ? language : DEFAULT_LANGUAGE;
  return <EditPage key={chosen} resource={resource} id={id} language={chosen} onLanguage={setLanguage} />;
}

function EditPage({ resource, id, language, onLanguage }: { resource: AnyResource; id: string | null; language: string; onLanguage: (code: string) => void }) {
  const client = useAdminClient();
  const db = useMemo(() => resourceData(client, resource.table), [client, resource.table]);
  const opened = useOpenItem(resource, db, id);
  const openedDraft = useOpenDraft(client, resource.table, language === DEFAULT_LANGUAGE ? id : null);
  const location = useLocation();
  const listPath = `/admin/${resource.route}${(location.state as EditorLocationState | null)?.list ?? ''}`;

  if (id === null && resource.creatable === false) return <ItemNotFound resource={resource} listPath={listPath} />;
  if (opened.status === 'loading' || openedDraft.status === 'loading') return <Spinner />;
  if (opened.status === 'error' || openedDraft.status === 'error') return <Alert tone="danger">{resource.messages.loadError}</Alert>;
  if (opened.status === 'missing') return <ItemNotFound resource={resource} listPath={listPath} />;
  const languages = isTranslatable(resource) ? <LanguageSwitch value={language} onChange={onLanguage} itemExists={opened.row !== null} /> : undefined;
  if (language !== DEFAULT_LANGUAGE && opened.row) return <TranslationEditor base={resource} baseRow={opened.row} locale={language} listPath={listPath} languages={languages} />;
  return <ItemEditor key={opened.row?.id ?? 'new'} resource={resource} loaded={opened.row} loadedDraft={openedDraft.draft} listPath={listPath} languages={languages} />;
}
