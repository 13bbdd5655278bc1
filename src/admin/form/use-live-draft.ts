/**
 * The form's side of a live row's draft (use-server-draft.ts): saving the values to it, and an
 * autosave shortly after typing stops; "Yayınla" puts it live, and the row, and the site,
 * change only then. Also "Taslağı sil" and the draft dropped after a revision is restored.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useSnackbar } from '../ui/use-snackbar.tsx';
import { useEffect } from 'react';
import { formatDate } from '../../lib/format-date.ts';
import { showWrittenRow } from '../resource/list-cache.ts';
import type { FormResource, Row } from '../resource/types.ts';
import { DRAFT_TEXTS } from './draft-texts.ts';
import { savePayload } from './form-data.ts';
import type { EditConflict } from './use-edit-conflict.ts';
import type { FieldContext } from './use-field-context.ts';
import type { FormState, Values } from './use-form-state.ts';
import type { ServerDraft } from './use-server-draft.ts';

/** How long after the last keystroke a live row's draft is saved. */
export const AUTOSAVE_DELAY_MS = 1500;

interface LiveDraftParts {
  resource: FormResource;
  state: FormState;
  serverDraft: ServerDraft;
  fields: FieldContext;
  conflicts: EditConflict;
  saving: boolean;
  onSaved: (row: Row, created: boolean) => void;
  onReloaded?: (row: Row) => void;
}

export function useLiveDraft({ resource, state, serverDraft, fields, conflicts, saving, onSaved, onReloaded }: LiveDraftParts) {
  const { enqueueSnackbar } = useSnackbar();
  const queryClient = useQueryClient();

  /**
   * Saves the values to the draft of the live row; `publish`: then puts it live (or, with a
   * publication time ahead, schedules it). The values typed meanwhile stay in the form.
   */
  async function persistDraft(data: Values, publish: boolean, quiet: boolean) {
    const outcome = await serverDraft.persist(savePayload(resource, data), publish);
    if ('conflict' in outcome) {
      conflicts.showConflict(outcome.conflict);
      return;
    }
    state.settle(data, false);
    if ('wentLive' in outcome) {
      state.version.current = outcome.wentLive.updated_at as string | undefined;
      showWrittenRow(queryClient, resource.table, outcome.wentLive);
      enqueueSnackbar(DRAFT_TEXTS.published, { variant: 'success' });
      onSaved(outcome.wentLive, false);
    } else if (outcome.scheduled) enqueueSnackbar(DRAFT_TEXTS.scheduledToast.replace('{when}', formatDate(outcome.scheduled, 'datetime')), { variant: 'success' });
    else if (!quiet) enqueueSnackbar(DRAFT_TEXTS.saved, { variant: 'success' });
  }

  // Autosave without validation: a draft may be incomplete; "Yayınla" validates.
  const autosaving = serverDraft.live && state.dirty && !saving && !state.conflict;
  useEffect(() => {
    if (!autosaving) return;
    const timer = setTimeout(() => {
      if (fields.hasInvalidJson()) return;
      persistDraft({ ...state.current.current.formData }, false, true).catch((err: unknown) => {
        console.error(err);
        state.setSaveError(DRAFT_TEXTS.saveError);
      });
    }, AUTOSAVE_DELAY_MS);
    return () => clearTimeout(timer);
    // formData restarts the wait; persistDraft reads the form through its refs.
  }, [autosaving, state.formData]);

  return {
    persistDraft,
    /** "Taslağı sil": the draft is deleted and the form shows the row as it is now. */
    async discardDraft() {
      const fresh = await serverDraft.discard();
      if (!fresh) {
        enqueueSnackbar(DRAFT_TEXTS.saveError, { variant: 'error' });
        return;
      }
      state.reset(fresh);
      onReloaded?.(fresh);
      enqueueSnackbar(DRAFT_TEXTS.discarded, { variant: 'info' });
    },
    /** A revision was restored: the restored version is live, so the draft made before it goes. */
    async revisionRestored() {
      if (await serverDraft.dropAfterRestore()) enqueueSnackbar(DRAFT_TEXTS.restoredDropsDraft, { variant: 'info' });
    },
  };
}
