/**
 * What one create/edit form holds: the values shown, the values last saved (the form is dirty
 * when they differ), the key that restarts widgets keeping their own editor state, the save's
 * error and the field errors it names (use-save-errors.ts), an open edit conflict, and the stored version
 * (`updated_at`) the form stands on, sent with every update as its precondition. The
 * operations below are the only ways these change together (use-resource-form.ts composes them).
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import type { ConflictState } from '../data/load-conflict.ts';
import type { FormResource, Row } from '../resource/types.ts';
import { initialValues } from './form-data.ts';
import { sameValues } from './same-values.ts';
import { useSaveErrors } from './use-save-errors.ts';

export type Values = Record<string, unknown>;

/** Which version of a field a merge takes. */
export type ConflictChoice = 'theirs' | 'mine';

/** An edit conflict as the form shows it: their row, who and when, and what the form was based on. */
export interface FormConflict extends ConflictState {
  /** Their row as form values. */
  theirValues: Values;
  /** The values the form was loaded with (the common ancestor): a field equal to it was not changed here. */
  base: Values;
}

export function useFormState(resource: FormResource, row: Row | null) {
  const [baseline, setBaseline] = useState<Values>(() => initialValues(resource, row));
  const [formData, setFormData] = useState<Values>(baseline);
  // Bumped when values come from outside the form (a restored draft): widgets that keep their
  // own editor state (rich text, JSON) start again from the new values.
  const [formKey, setFormKey] = useState(0);
  const errors = useSaveErrors();
  const [conflict, setConflict] = useState<FormConflict | null>(null);
  // Refs mirror the state for callers that must know right now (a navigation right after a save).
  const current = useRef({ formData, baseline });
  current.current = { formData, baseline };
  // Until the user does something in the form, its changes are RJSF filling in defaults (nested
  // ones appear only once a typed form resolves): those are the starting point, not edits.
  const touched = useRef(false);
  const version = useStoredVersion(row);
  useOpenedChanges(resource, row, current, setBaseline, setFormData);
  const dirty = useMemo(() => !sameValues(formData, baseline), [formData, baseline]);

  /** Shows `values` over `base` as the saved state, restarting the widgets. */
  function load(values: Values, base: Values = values) {
    current.current = { formData: values, baseline: base };
    setBaseline(base);
    setFormData(values);
    setFormKey((k) => k + 1);
  }

  /** `values` were stored; `shown`: the form shows them too (else it keeps what was typed meanwhile). */
  function settle(values: Values, shown: boolean) {
    current.current = shown ? { formData: values, baseline: values } : { ...current.current, baseline: values };
    if (shown) setFormData(values);
    setBaseline(values);
    errors.clear();
    setConflict(null);
  }

  return {
    formData,
    formKey,
    extraErrors: errors.extraErrors,
    setExtraErrors: errors.setExtraErrors,
    saveError: errors.saveError,
    setSaveError: errors.setSaveError,
    failSave: errors.failSave,
    conflict,
    setConflict,
    current,
    touched,
    version,
    dirty,
    isDirty: () => !sameValues(current.current.formData, current.current.baseline),
    load,
    settle,
    /** A change made in the form (before the first touch, also the saved state: see `touched`). */
    change(next: Values) {
      const before = current.current.formData;
      if (!touched.current) {
        current.current = { formData: next, baseline: next };
        setBaseline(next);
      } else current.current = { ...current.current, formData: next };
      setFormData(next);
      errors.changed(before, next);
    },
    /** Values from outside the form (a restored local draft): they count as unsaved. */
    replace(values: Values) {
      touched.current = true;
      current.current = { ...current.current, formData: values };
      setFormData(values);
      setFormKey((k) => k + 1);
      errors.setExtraErrors(undefined);
    },
    /** The values become the stored row's, saved state and all. */
    reset(saved: Row) {
      load(initialValues(resource, saved));
      version.current = saved.updated_at as string | undefined;
      errors.clear();
      setConflict(null);
    },
  };
}

export type FormState = ReturnType<typeof useFormState>;

/** The stored version the form is based on; the row given changes only when opening it changed it (a message marked read). */
function useStoredVersion(row: Row | null) {
  const version = useRef(row?.updated_at as string | undefined);
  useEffect(() => {
    version.current = row?.updated_at as string | undefined;
  }, [row?.updated_at]);
  return version;
}

/**
 * A row that changed because it was opened (a message marked read) brings its new values into
 * the form where the form still shows the old ones, so a save of other fields (a lead's stage)
 * does not write the old value back; a field the user changed meanwhile keeps theirs.
 */
function useOpenedChanges(resource: FormResource, row: Row | null, current: { current: { formData: Values; baseline: Values } }, setBaseline: (v: Values) => void, setFormData: (v: Values) => void) {
  const updatedAt = row?.updated_at;
  useEffect(() => {
    if (!row) return;
    const fresh = initialValues(resource, row);
    const { formData, baseline } = current.current;
    const changed = [...new Set([...Object.keys(fresh), ...Object.keys(baseline)])].filter(
      (k) => !sameValues({ v: fresh[k] }, { v: baseline[k] }) && sameValues({ v: formData[k] }, { v: baseline[k] }),
    );
    if (changed.length === 0) return;
    const take = (values: Values) => {
      const next = { ...values };
      for (const k of changed) if (fresh[k] === undefined) delete next[k];
      else next[k] = fresh[k];
      return next;
    };
    current.current = { formData: take(formData), baseline: take(baseline) };
    setBaseline(current.current.baseline);
    setFormData(current.current.formData);
    // Only a new stored version of the row (its updated_at) brings values.
  }, [updatedAt]);
}
