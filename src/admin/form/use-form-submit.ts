/**
 * Saving the form (RJSF's onSubmit, after validation): a live row's changes go to its draft
 * (use-live-draft.ts), anything else is saved to the row (use-row-save.ts), optionally
 * publishing it. A failed save keeps everything typed and says why in Turkish above the form
 * and under the field it is about when it names one, until that field is changed or the notice
 * dismissed (never in a toast that vanishes); only a success is a toast. An edit conflict
 * opens the conflict panel.
 */
import type { IChangeEvent } from '@rjsf/core';
import { useSnackbar } from '../ui/use-snackbar.tsx';
import { useRef } from 'react';
import { isUniqueClash, type DataError } from '../data/resource-data.ts';
import type { FormResource, Row } from '../resource/types.ts';
import { INVALID_JSON } from './fields.tsx';
import { savePayload } from './form-data.ts';
import { saveErrorField, saveErrorText } from './save-error-text.ts';
import type { EditConflict } from './use-edit-conflict.ts';
import type { FieldContext } from './use-field-context.ts';
import type { FormState, Values } from './use-form-state.ts';
import type { RowSave } from './use-row-save.ts';
import type { ServerDraft } from './use-server-draft.ts';

export const SLUG_TAKEN = 'Bu kısa ad (URL) zaten kullanılıyor';
export const FIX_FIELDS = 'Lütfen işaretli alanları düzeltin';

interface SubmitParts {
  resource: FormResource;
  creating: boolean;
  state: FormState;
  fields: FieldContext;
  save: RowSave;
  serverDraft: ServerDraft;
  conflicts: EditConflict;
  persistDraft: (data: Values, publish: boolean, quiet: boolean) => Promise<void>;
  saving: boolean;
  onSaved: (row: Row, created: boolean) => void;
}

/** An answer of the database (DataError), rather than an exception of the page itself. */
const isDataError = (e: unknown): e is DataError => typeof (e as Partial<DataError> | null)?.code === 'string' && 'details' in (e as object);

/** The Turkish text of a refused save, and the field it is about (a taken slug, a CHECK the resource names). */
function refusal(resource: FormResource, slugName: string | undefined, err: DataError): { text: string; field?: string } {
  if (slugName && isUniqueClash(err, slugName)) return { text: SLUG_TAKEN, field: slugName };
  return { text: saveErrorText(resource.messages, err), field: saveErrorField(resource.messages, err) };
}

export function useFormSubmit({ resource, creating, state, fields, save, serverDraft, conflicts, persistDraft, saving, onSaved }: SubmitParts) {
  const { enqueueSnackbar } = useSnackbar();
  // Set by "Kaydet ve Yayınla" just before the submit it starts.
  const publishing = useRef(false);

  function failed(err: unknown) {
    if (!isDataError(err)) {
      console.error(err);
      state.failSave(resource.messages.saveError);
      return;
    }
    const { text, field } = refusal(resource, fields.slugName, err);
    state.failSave(text, field);
  }

  async function onSubmit(e: IChangeEvent) {
    const publish = publishing.current;
    publishing.current = false;
    if (saving) return;
    if (fields.hasInvalidJson()) {
      state.failSave(INVALID_JSON);
      return;
    }
    const status = resource.status?.field as string | undefined;
    const data: Values = publish && status ? { ...(e.formData as Values), [status]: true } : { ...(e.formData as Values) };
    const payload = savePayload(resource, data);
    if (publish && status) payload[status] = true;
    try {
      // A live row: its changes go to the draft (unless it is being taken off the site).
      if (serverDraft.live && !(status && data[status] === false && !publish)) {
        await persistDraft(data, publish, false);
        return;
      }
      const outcome = await save.mutateAsync({ payload, base: state.version.current });
      if ('conflict' in outcome) {
        serverDraft.rowConflict();
        conflicts.showConflict(outcome.conflict);
        return;
      }
      state.version.current = outcome.saved.updated_at as string | undefined;
      state.settle(data, true);
      enqueueSnackbar(creating ? resource.messages.created : resource.messages.updated, { variant: 'success' });
      // Live now (published): later edits go to a draft; taken off the site: its draft goes.
      await serverDraft.rowSaved(outcome.saved);
      onSaved(outcome.saved, creating);
    } catch (err) {
      failed(err);
    }
  }

  return {
    publishing,
    onSubmit: (e: IChangeEvent) => void onSubmit(e),
    onError: () => {
      publishing.current = false;
      // The fields say what is wrong (RJSF, the cursor in the first): this names it above the form.
      state.failSave(FIX_FIELDS);
    },
  };
}
