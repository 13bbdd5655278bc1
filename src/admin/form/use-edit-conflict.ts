/**
 * An edit conflict in the form: the database refused a save because someone saved since, so
 * the form shows their version and who saved it and keeps what was typed. The person keeps
 * theirs, saves theirs over it deliberately, or takes field by field (EditConflictPanel); the
 * form's values are never replaced without a choice.
 */
import type Form from '@rjsf/core';
import { useSnackbar } from '../ui/use-snackbar.tsx';
import type { RefObject } from 'react';
import { EDIT_CONFLICT_TEXTS } from '../data/edit-conflict.ts';
import type { ConflictState } from '../data/load-conflict.ts';
import type { DataResult } from '../data/resource-data.ts';
import type { FormResource, Row } from '../resource/types.ts';
import { initialValues } from './form-data.ts';
import type { ConflictChoice, FormState, Values } from './use-form-state.ts';
import type { ServerDraft } from './use-server-draft.ts';

interface EditConflictParts {
  resource: FormResource;
  state: FormState;
  serverDraft: ServerDraft;
  formRef: RefObject<Form | null>;
  saving: boolean;
  /** The form now stands on a newer stored row (their version). */
  onReloaded?: (row: Row) => void;
}

export function useEditConflict({ resource, state, serverDraft, formRef, saving, onReloaded }: EditConflictParts) {
  const { enqueueSnackbar } = useSnackbar();
  const { conflict, setConflict } = state;
  return {
    /** Shows their version and who saved it; the form keeps what was typed. */
    showConflict(loaded: DataResult<ConflictState | null>) {
      if (loaded.error || !loaded.data) {
        if (loaded.error) console.error(loaded.error);
        state.setSaveError(EDIT_CONFLICT_TEXTS.message);
        enqueueSnackbar(EDIT_CONFLICT_TEXTS.message, { variant: 'error' });
        return;
      }
      state.setSaveError(null);
      setConflict({ ...loaded.data, theirValues: initialValues(resource, loaded.data.theirs), base: state.current.current.baseline });
      enqueueSnackbar(EDIT_CONFLICT_TEXTS.title, { variant: 'warning' });
    },
    /** Keep theirs: the form shows the stored version; what was typed here is dropped on purpose. */
    takeTheirs() {
      if (!conflict) return;
      if (serverDraft.takeTheirs(conflict.theirs) === 'draft') {
        // Their draft: its values become the form's saved state; the row is as it was.
        state.load(conflict.theirValues);
        setConflict(null);
      } else {
        state.reset(conflict.theirs);
        onReloaded?.(conflict.theirs);
      }
      enqueueSnackbar(EDIT_CONFLICT_TEXTS.tookTheirs, { variant: 'info' });
    },
    /** Keep mine: a deliberate overwrite, based on their version now, of what the form holds. */
    saveMine() {
      if (!conflict || saving) return;
      if (serverDraft.standOn(conflict.theirs) === 'row') onReloaded?.(conflict.theirs);
      setConflict(null);
      formRef.current?.submit();
    },
    /**
     * Field by field: the form keeps its values except where `choices` take theirs, and stands
     * on their version (saved state and precondition), so saving writes the merge.
     */
    applyChoices(choices: Record<string, ConflictChoice>) {
      if (!conflict) return;
      const merged: Values = { ...state.current.current.formData };
      for (const [field, choice] of Object.entries(choices)) {
        if (choice !== 'theirs') continue;
        if (conflict.theirValues[field] === undefined) delete merged[field];
        else merged[field] = conflict.theirValues[field];
      }
      state.touched.current = true;
      const on = serverDraft.standOn(conflict.theirs);
      state.load(merged, conflict.theirValues);
      setConflict(null);
      if (on === 'row') onReloaded?.(conflict.theirs);
      enqueueSnackbar(EDIT_CONFLICT_TEXTS.merged, { variant: 'info' });
    },
  };
}

export type EditConflict = ReturnType<typeof useEditConflict>;
