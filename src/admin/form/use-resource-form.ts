/**
 * The state of one create/edit form, shared by the full page and the modal: the values, the
 * values last saved (so the form knows it is dirty), the slug generated from its source field
 * while creating, saving (optionally publishing) with Turkish errors, and RJSF's props. A
 * failed save keeps everything typed.
 */
import type Form from '@rjsf/core';
import type { IChangeEvent } from '@rjsf/core';
import type { ErrorSchema } from '@rjsf/utils';
import { useMemo, useRef, useState } from 'react';
import { useSnackbar } from 'notistack';
import { slugify } from '../../lib/slug.ts';
import { useAdminClient } from '../auth/AuthProvider.tsx';
import { isUniqueClash, resourceData, type DataError } from '../data/resource-data.ts';
import type { AnyResource, Row } from '../resource/types.ts';
import { INVALID_JSON, type FormContext } from './fields.tsx';
import { initialValues, savePayload } from './form-data.ts';
import { sameValues } from './same-values.ts';

type Values = Record<string, unknown>;

export const SLUG_TAKEN = 'Bu slug zaten kullanılıyor';
export const FIX_FIELDS = 'Lütfen işaretli alanları düzeltin';

/** The Turkish text of a failed save: our database guards speak Turkish (P0001); anything else gets the resource's message. */
function saveErrorText(resource: AnyResource, error: DataError): string {
  return error.code === 'P0001' && error.message ? error.message : resource.messages.saveError;
}

export function useResourceForm(resource: AnyResource, row: Row | null, onSaved: (row: Row, created: boolean) => void) {
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
  const [saving, setSaving] = useState(false);
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
    setSaving(true);
    try {
      const result = creating ? await db.create(payload) : await db.update(row.id, payload);
      if (result.error) {
        const text = slugName && isUniqueClash(result.error, slugName) ? SLUG_TAKEN : saveErrorText(resource, result.error);
        if (text === SLUG_TAKEN) setExtraErrors({ [slugName!]: { __errors: [SLUG_TAKEN] } } as unknown as ErrorSchema);
        setSaveError(text);
        enqueueSnackbar(text, { variant: 'error' });
        return;
      }
      current.current = { formData: data, baseline: data };
      setFormData(data);
      setBaseline(data);
      setSaveError(null);
      enqueueSnackbar(creating ? resource.messages.created : resource.messages.updated, { variant: 'success' });
      onSaved(result.data, creating);
    } catch (err) {
      console.error(err);
      setSaveError(resource.messages.saveError);
      enqueueSnackbar(resource.messages.saveError, { variant: 'error' });
    } finally {
      setSaving(false);
    }
  }

  return {
    resource,
    row,
    creating,
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
    reset(saved: Row) {
      const values = initialValues(resource, saved);
      current.current = { formData: values, baseline: values };
      setBaseline(values);
      setFormData(values);
      setFormKey((k) => k + 1);
      setExtraErrors(undefined);
      setSaveError(null);
    },
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
