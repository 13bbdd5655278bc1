/**
 * The state of one create/edit form, shared by the full page and the modal: the values, the
 * values last saved (so the form knows it is dirty), the slug generated from its source field
 * while creating, saving (optionally publishing) with Turkish errors, and RJSF's props. It is
 * composed of parts of one concern each:
 * - use-form-state.ts: the values, saved state, errors, open conflict and stored version;
 * - use-field-context.ts: what fields report (slug edited by hand, JSON that does not parse);
 * - use-row-save.ts: the save of the row, stating the version the form was based on;
 * - use-server-draft.ts + use-live-draft.ts: with `drafts` (the full-page editor of public
 *   content), a published row is edited through its draft, autosaved, put live by "Yayınla";
 * - use-edit-conflict.ts: their version after a refused save, and the person's choice;
 * - use-form-submit.ts: the submit that picks the row or the draft and reports failures.
 */
import type Form from '@rjsf/core';
import type { IChangeEvent } from '@rjsf/core';
import { useRef } from 'react';
import { useAdminClient } from '../auth/AuthProvider.tsx';
import type { FormResource, Row } from '../resource/types.ts';
import { useEditConflict } from './use-edit-conflict.ts';
import { useFieldContext } from './use-field-context.ts';
import { useFormState, type Values } from './use-form-state.ts';
import { useFormSubmit } from './use-form-submit.ts';
import { useLiveDraft } from './use-live-draft.ts';
import { useRowSave } from './use-row-save.ts';
import { useServerDraft, type ServerDraftOptions } from './use-server-draft.ts';

export type { ConflictChoice, FormConflict } from './use-form-state.ts';
export { FIX_FIELDS, SLUG_TAKEN } from './use-form-submit.ts';
export { AUTOSAVE_DELAY_MS } from './use-live-draft.ts';

/** `onReloaded`: the form now stands on a newer stored row (their version, after a conflict). */
export function useResourceForm(resource: FormResource, row: Row | null, onSaved: (row: Row, created: boolean) => void, onReloaded?: (row: Row) => void, drafts?: ServerDraftOptions) {
  const client = useAdminClient();
  const creating = row === null;
  const state = useFormState(resource, row);
  const fields = useFieldContext(resource, creating);
  const formRef = useRef<Form>(null);
  const save = useRowSave(client, resource, row);
  const serverDraft = useServerDraft(client, resource, row, drafts, state.version);
  const saving = save.isPending || serverDraft.writing;
  const conflicts = useEditConflict({ resource, state, serverDraft, formRef, saving, onReloaded });
  const liveDraft = useLiveDraft({ resource, state, serverDraft, fields, conflicts, saving, onSaved, onReloaded });
  const submitting = useFormSubmit({ resource, creating, state, fields, save, serverDraft, conflicts, persistDraft: liveDraft.persistDraft, saving, onSaved });

  return {
    resource,
    row,
    conflict: state.conflict,
    takeTheirs: conflicts.takeTheirs,
    saveMine: conflicts.saveMine,
    applyChoices: conflicts.applyChoices,
    creating,
    /** The live row's draft: whether edits go to it, whether one is stored, when it is scheduled. */
    serverDraft: serverDraft.view,
    discardDraft: liveDraft.discardDraft,
    revisionRestored: liveDraft.revisionRestored,
    formId: `resource-form-${resource.route}`,
    formRef,
    formKey: state.formKey,
    formData: state.formData,
    dirty: state.dirty,
    isDirty: state.isDirty,
    saving,
    saveError: state.saveError,
    /** "Kapat" on the save's error notice (the field errors stay until their fields change). */
    dismissSaveError: () => state.setSaveError(null),
    /** Validates, then saves; `publish` also sets the publication flag. */
    submit(publish = false) {
      if (saving) return;
      submitting.publishing.current = publish;
      formRef.current?.submit();
    },
    /** Puts values into the form from outside (a restored draft); they count as unsaved. */
    replace: state.replace,
    /** The item changed in the database (a restored revision): its values become the saved state. */
    reset: state.reset,
    /** The user typed, clicked or picked something in the form (ResourceFormBody reports it). */
    markTouched() {
      state.touched.current = true;
    },
    /** What RJSF's <Form> needs besides the schema and our registry. */
    formProps: {
      formData: state.formData,
      formContext: fields.formContext,
      extraErrors: state.extraErrors,
      onChange: (e: IChangeEvent) => state.change(fields.withSlug({ ...(e.formData as Values) })),
      onSubmit: submitting.onSubmit,
      onError: submitting.onError,
    },
  };
}

export type ResourceForm = ReturnType<typeof useResourceForm>;
