/**
 * The full-page editor's form and what guards it: the item as stored now (`row`), the form
 * (use-resource-form.ts) started from the live row's draft when it has one, the local draft
 * offered back after a reload or crash (use-local-draft.ts), and the question before unsaved
 * changes are left (use-unsaved-guard.ts). A created item's page moves to its own address.
 * A translation's resource (translation-resource.ts) is edited the same way.
 */
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { ContentDraft } from '../data/content-drafts-data.ts';
import { publicationState } from '../resource/publication-status.ts';
import type { AnyResource, Row } from '../resource/types.ts';
import { initialValues } from './form-data.ts';
import { localDraftScope } from './translation-resource.ts';
import { useLocalDraft } from './use-local-draft.ts';
import { useResourceForm } from './use-resource-form.ts';
import { useUnsavedGuard } from './use-unsaved-guard.ts';

/** `onCreated`: instead of moving to the new item's address (a translation stays on its item's). */
export function useEditorForm(resource: AnyResource, loaded: Row | null, loadedDraft: ContentDraft | null, onCreated?: (saved: Row) => void) {
  const navigate = useNavigate();
  const location = useLocation();
  const [row, setRow] = useState(loaded);
  // A published item's draft (only a live row has one): the form starts from its values.
  const [drafts] = useState(() => (loaded ? { initial: publicationState(resource, loaded) === 'live' ? loadedDraft : null } : undefined));
  const [formRow] = useState(() => (loaded && drafts?.initial ? { ...loaded, ...drafts.initial.data, id: loaded.id, updated_at: loaded.updated_at } : loaded));
  const [initial] = useState(() => initialValues(resource, formRow));
  const form = useResourceForm(resource, formRow, (saved, created) => {
    draft.clear();
    if (created) {
      guard.allowLeaving();
      if (onCreated) onCreated(saved);
      else navigate(`/admin/${resource.route}/${saved.id}`, { replace: true, state: location.state });
    } else setRow(saved);
  }, setRow, drafts);
  const draft = useLocalDraft(localDraftScope(resource), row, form.formData, form.dirty, initial);
  const guard = useUnsavedGuard(form.dirty, form.isDirty);
  return { row, setRow, form, draft, guard };
}

export type EditorForm = ReturnType<typeof useEditorForm>;
