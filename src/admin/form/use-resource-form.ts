/**
 * The state of one create/edit form, shared by the full page and the modal: the values, the
 * values last saved (so the form knows it is dirty), the slug generated from its source field
 * while creating, saving (optionally publishing) with Turkish errors, and RJSF's props. A
 * failed save keeps everything typed. A save states the version (`updated_at`) the form was
 * based on; when the database refuses it as an edit conflict, `conflict` holds their version
 * and who saved it, and the person keeps theirs, saves theirs over it deliberately, or takes
 * field by field (EditConflictPanel). The form's values are never replaced without a choice.
 * The save is a mutation (useTableWrite): while it runs (and their version loads) `saving`;
 * afterwards the item's cache holds the saved row, the cached lists show it, and every other
 * read of the table is stale. The form itself never takes values from the cache.
 * With `drafts` (the full-page editor of public content), a published row is edited through
 * its draft (use-server-draft.ts): saves, and an autosave shortly after typing stops, go to
 * the draft; "Yayınla" puts it live; the row, and the site, change only then.
 */
import type Form from '@rjsf/core';
import type { IChangeEvent } from '@rjsf/core';
import type { ErrorSchema } from '@rjsf/utils';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useSnackbar } from 'notistack';
import { formatDate } from '../../lib/format-date.ts';
import { slugify } from '../../lib/slug.ts';
import { useAdminClient } from '../auth/AuthProvider.tsx';
import { EDIT_CONFLICT_TEXTS, isEditConflict } from '../data/edit-conflict.ts';
import { loadConflict, type ConflictState } from '../data/load-conflict.ts';
import { dataKeys } from '../data/query-keys.ts';
import { isUniqueClash, resourceData, type DataError, type DataResult } from '../data/resource-data.ts';
import { useTableWrite } from '../data/use-table-write.ts';
import { showWrittenRow } from '../resource/list-cache.ts';
import type { FormResource, Row } from '../resource/types.ts';
import { DRAFT_TEXTS } from './draft-texts.ts';
import { INVALID_JSON, type FormContext } from './fields.tsx';
import { initialValues, savePayload } from './form-data.ts';
import { saveErrorField, saveErrorText } from './save-error-text.ts';
import { sameValues } from './same-values.ts';
import { useServerDraft, type ServerDraftOptions } from './use-server-draft.ts';

type Values = Record<string, unknown>;

/** Which version of a field a merge takes. */
export type ConflictChoice = 'theirs' | 'mine';

/** An edit conflict as the form shows it: their row, who and when, and what the form was based on. */
export interface FormConflict extends ConflictState {
  /** Their row as form values. */
  theirValues: Values;
  /** The values the form was loaded with (the common ancestor): a field equal to it was not changed here. */
  base: Values;
}

export const SLUG_TAKEN = 'Bu slug zaten kullanılıyor';
export const FIX_FIELDS = 'Lütfen işaretli alanları düzeltin';
/** How long after the last keystroke a live row's draft is saved. */
export const AUTOSAVE_DELAY_MS = 1500;

/** What a save ends with: the row as stored, or an edit conflict with their version (loaded, or the error loading it). */
type SaveOutcome = { saved: Row } | { conflict: DataResult<ConflictState | null> };

/** An answer of the database (DataError), rather than an exception of the page itself. */
const isDataError = (e: unknown): e is DataError => typeof (e as Partial<DataError> | null)?.code === 'string' && 'details' in (e as object);

/** `onReloaded`: the form now stands on a newer stored row (their version, after a conflict). */
export function useResourceForm(resource: FormResource, row: Row | null, onSaved: (row: Row, created: boolean) => void, onReloaded?: (row: Row) => void, drafts?: ServerDraftOptions) {
  const client = useAdminClient();
  const db = useMemo(() => resourceData(client, resource.table), [client, resource.table]);
  const { enqueueSnackbar } = useSnackbar();
  const creating = row === null;
  const [baseline, setBaseline] = useState<Values>(() => initialValues(resource, row));
  const [formData, setFormData] = useState<Values>(baseline);
  // Bumped when values come from outside the form (a restored draft): widgets that keep their
  // own editor state (rich text, JSON) start again from the new values.
  const [formKey, setFormKey] = useState(0);
  const [extraErrors, setExtraErrors] = useState<ErrorSchema | undefined>();
  const [saveError, setSaveError] = useState<string | null>(null);
  // Refs mirror the state for callers that must know right now (a navigation right after a save).
  const current = useRef({ formData, baseline });
  current.current = { formData, baseline };
  const slugEdited = useRef(!creating);
  const invalidJson = useRef(new Set<string>());
  const publishing = useRef(false);
  // Until the user does something in the form, its changes are RJSF filling in defaults (nested
  // ones appear only once a typed form resolves): those are the starting point, not edits.
  const touched = useRef(false);
  const formRef = useRef<Form>(null);
  // The stored version the form is based on, sent with every update as its precondition.
  const version = useRef(row?.updated_at as string | undefined);
  // The row given changes only when opening it changed it (a message marked read): that is the version now.
  useEffect(() => {
    version.current = row?.updated_at as string | undefined;
  }, [row?.updated_at]);
  const [conflict, setConflict] = useState<FormConflict | null>(null);
  const slugField = resource.form?.fields.find((f) => f.widget === 'slug');
  const slugName = slugField?.name as string | undefined;
  const slugSource = slugField?.source as string | undefined;
  const formContext = useMemo<FormContext>(
    () => ({
      onSlugEdited: () => (slugEdited.current = true),
      setJsonInvalid: (name, invalid) => (invalid ? invalidJson.current.add(name) : invalidJson.current.delete(name)),
    }),
    [],
  );

  const queryClient = useQueryClient();
  const table = resource.table;
  // Sends the version the form stands on; a conflict loads their version before the save ends.
  const save = useTableWrite(
    [table],
    async ({ payload, base }: { payload: Values; base?: string }): Promise<DataResult<SaveOutcome>> => {
      const result = creating ? await db.create(payload) : await db.update(row.id, payload, base);
      if (result.error && !creating && isEditConflict(result.error)) return { data: { conflict: await loadConflict(client, table, row.id) }, error: null };
      return result.error ? result : { data: { saved: result.data }, error: null };
    },
    { onSuccess: (outcome) => ('saved' in outcome ? showWrittenRow(queryClient, table, outcome.saved) : undefined) },
    row ? dataKeys.item(table, row.id) : undefined,
  );
  const serverDraft = useServerDraft(client, resource, row, drafts, version);
  const saving = save.isPending || serverDraft.writing;

  const dirty = useMemo(() => !sameValues(formData, baseline), [formData, baseline]);
  const isDirty = () => !sameValues(current.current.formData, current.current.baseline);

  function onChange(e: IChangeEvent) {
    const next = { ...(e.formData as Values) };
    if (creating && slugName && slugSource && !slugEdited.current) {
      const source = next[slugSource];
      next[slugName] = typeof source === 'string' && source.trim() ? slugify(source) : undefined;
    }
    if (!touched.current) {
      current.current = { formData: next, baseline: next };
      setBaseline(next);
    } else current.current = { ...current.current, formData: next };
    setFormData(next);
    if (extraErrors) setExtraErrors(undefined);
  }

  async function onSubmit(e: IChangeEvent) {
    const publish = publishing.current;
    publishing.current = false;
    if (saving) return;
    if (invalidJson.current.size) {
      enqueueSnackbar(INVALID_JSON, { variant: 'error' });
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
      const outcome = await save.mutateAsync({ payload, base: version.current });
      if ('conflict' in outcome) {
        serverDraft.rowConflict();
        showConflict(outcome.conflict);
        return;
      }
      current.current = { formData: data, baseline: data };
      version.current = outcome.saved.updated_at as string | undefined;
      setFormData(data);
      setBaseline(data);
      setSaveError(null);
      setConflict(null);
      enqueueSnackbar(creating ? resource.messages.created : resource.messages.updated, { variant: 'success' });
      // Live now (published): later edits go to a draft; taken off the site: its draft goes.
      await serverDraft.rowSaved(outcome.saved);
      onSaved(outcome.saved, creating);
    } catch (err) {
      if (!isDataError(err)) {
        console.error(err);
        setSaveError(resource.messages.saveError);
        enqueueSnackbar(resource.messages.saveError, { variant: 'error' });
        return;
      }
      const text = slugName && isUniqueClash(err, slugName) ? SLUG_TAKEN : saveErrorText(resource.messages, err);
      // The text also under the field it is about (a taken slug, a CHECK the resource names).
      const field = text === SLUG_TAKEN ? slugName : saveErrorField(resource.messages, err);
      if (field) setExtraErrors({ [field]: { __errors: [text] } } as unknown as ErrorSchema);
      setSaveError(text);
      enqueueSnackbar(text, { variant: 'error' });
    }
  }

  /**
   * Saves the values to the draft of the live row; `publish`: then puts it live (or, with a
   * publication time ahead, schedules it). The values typed meanwhile stay in the form.
   */
  async function persistDraft(data: Values, publish: boolean, quiet: boolean) {
    const outcome = await serverDraft.persist(savePayload(resource, data), publish);
    if ('conflict' in outcome) {
      showConflict(outcome.conflict);
      return;
    }
    current.current = { ...current.current, baseline: data };
    setBaseline(data);
    setSaveError(null);
    setConflict(null);
    if ('wentLive' in outcome) {
      version.current = outcome.wentLive.updated_at as string | undefined;
      showWrittenRow(queryClient, table, outcome.wentLive);
      enqueueSnackbar(DRAFT_TEXTS.published, { variant: 'success' });
      onSaved(outcome.wentLive, false);
    } else if (outcome.scheduled) enqueueSnackbar(DRAFT_TEXTS.scheduledToast.replace('{when}', formatDate(outcome.scheduled, 'datetime')), { variant: 'success' });
    else if (!quiet) enqueueSnackbar(DRAFT_TEXTS.saved, { variant: 'success' });
  }

  // Autosave of a live row's draft, shortly after typing stops (without validation: a draft
  // may be incomplete; "Yayınla" validates).
  const autosaving = serverDraft.live && dirty && !saving && !conflict;
  useEffect(() => {
    if (!autosaving) return;
    const timer = setTimeout(() => {
      if (invalidJson.current.size) return;
      persistDraft({ ...current.current.formData }, false, true).catch((err: unknown) => {
        console.error(err);
        setSaveError(DRAFT_TEXTS.saveError);
      });
    }, AUTOSAVE_DELAY_MS);
    return () => clearTimeout(timer);
    // formData restarts the wait; persistDraft reads the form through its refs.
  }, [autosaving, formData]);

  /** Shows their version and who saved it; the form keeps what was typed. */
  function showConflict(loaded: DataResult<ConflictState | null>) {
    if (loaded.error || !loaded.data) {
      if (loaded.error) console.error(loaded.error);
      setSaveError(EDIT_CONFLICT_TEXTS.message);
      enqueueSnackbar(EDIT_CONFLICT_TEXTS.message, { variant: 'error' });
      return;
    }
    setSaveError(null);
    setConflict({ ...loaded.data, theirValues: initialValues(resource, loaded.data.theirs), base: current.current.baseline });
    enqueueSnackbar(EDIT_CONFLICT_TEXTS.title, { variant: 'warning' });
  }

  /** The values become their row's, saved state and all (`reset`). */
  function reset(saved: Row) {
    const values = initialValues(resource, saved);
    current.current = { formData: values, baseline: values };
    version.current = saved.updated_at as string | undefined;
    setBaseline(values);
    setFormData(values);
    setFormKey((k) => k + 1);
    setExtraErrors(undefined);
    setSaveError(null);
    setConflict(null);
  }

  return {
    resource,
    row,
    conflict,
    /** Keep theirs: the form shows the stored version; what was typed here is dropped on purpose. */
    takeTheirs() {
      if (!conflict) return;
      if (serverDraft.takeTheirs(conflict.theirs) === 'draft') {
        // Their draft: its values become the form's saved state; the row is as it was.
        current.current = { formData: conflict.theirValues, baseline: conflict.theirValues };
        setBaseline(conflict.theirValues);
        setFormData(conflict.theirValues);
        setFormKey((k) => k + 1);
        setConflict(null);
      } else {
        reset(conflict.theirs);
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
      const merged: Values = { ...current.current.formData };
      for (const [field, choice] of Object.entries(choices)) {
        if (choice !== 'theirs') continue;
        if (conflict.theirValues[field] === undefined) delete merged[field];
        else merged[field] = conflict.theirValues[field];
      }
      touched.current = true;
      current.current = { formData: merged, baseline: conflict.theirValues };
      const on = serverDraft.standOn(conflict.theirs);
      setBaseline(conflict.theirValues);
      setFormData(merged);
      setFormKey((k) => k + 1);
      setConflict(null);
      if (on === 'row') onReloaded?.(conflict.theirs);
      enqueueSnackbar(EDIT_CONFLICT_TEXTS.merged, { variant: 'info' });
    },
    creating,
    /** The live row's draft: whether edits go to it, whether one is stored, when it is scheduled. */
    serverDraft: serverDraft.view,
    /** "Taslağı sil": the draft is deleted and the form shows the row as it is now. */
    async discardDraft() {
      const fresh = await serverDraft.discard();
      if (!fresh) {
        enqueueSnackbar(DRAFT_TEXTS.saveError, { variant: 'error' });
        return;
      }
      reset(fresh);
      onReloaded?.(fresh);
      enqueueSnackbar(DRAFT_TEXTS.discarded, { variant: 'info' });
    },
    /** A revision was restored: the restored version is live, so the draft made before it goes. */
    async revisionRestored() {
      if (await serverDraft.dropAfterRestore()) enqueueSnackbar(DRAFT_TEXTS.restoredDropsDraft, { variant: 'info' });
    },
    formId: `resource-form-${resource.route}`,
    formRef,
    formKey,
    formData,
    dirty,
    isDirty,
    saving,
    saveError,
    /** Validates, then saves; `publish` also sets the publication flag. */
    submit(publish = false) {
      if (saving) return;
      publishing.current = publish;
      formRef.current?.submit();
    },
    /** Puts values into the form from outside (a restored draft); they count as unsaved. */
    replace(values: Values) {
      touched.current = true;
      current.current = { ...current.current, formData: values };
      setFormData(values);
      setFormKey((k) => k + 1);
      setExtraErrors(undefined);
    },
    /** The item changed in the database (a restored revision): its values become the saved state. */
    reset,
    /** The user typed, clicked or picked something in the form (ResourceFormBody reports it). */
    markTouched() {
      touched.current = true;
    },
    /** What RJSF's <Form> needs besides the schema and our registry. */
    formProps: {
      formData,
      formContext,
      extraErrors,
      onChange,
      onSubmit: (e: IChangeEvent) => void onSubmit(e),
      onError: () => {
        publishing.current = false;
        enqueueSnackbar(FIX_FIELDS, { variant: 'warning' });
      },
    },
  };
}

export type ResourceForm = ReturnType<typeof useResourceForm>;
