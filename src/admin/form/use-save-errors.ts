/**
 * Why the last save failed, as the form shows it: the notice above the form (`saveError`) and
 * the errors under the fields it names (`extraErrors`, RJSF's). They stay until they are fixed:
 * a field's error goes when that field is changed (not when any other is), the notice too when
 * it is about that field; otherwise when the next save succeeds or it is closed ("Kapat").
 */
import type { ErrorSchema } from '@rjsf/utils';
import { useRef, useState } from 'react';
import { sameValues } from './same-values.ts';

type Values = Record<string, unknown>;

export function useSaveErrors() {
  const [extraErrors, setExtraErrors] = useState<ErrorSchema | undefined>();
  const [saveError, setSaveError] = useState<string | null>(null);
  // The field the notice is about: changing it (the fix) takes the notice away too.
  const noticeField = useRef<string | undefined>(undefined);
  return {
    extraErrors,
    setExtraErrors,
    saveError,
    /** The notice alone (no field): a conflict's text, a draft that could not be saved, or none. */
    setSaveError(text: string | null) {
      noticeField.current = undefined;
      setSaveError(text);
    },
    /** A refused save: its text above the form and, when it names a field, under that field. */
    failSave(text: string, field?: string) {
      noticeField.current = field;
      setExtraErrors(field ? ({ [field]: { __errors: [text] } } as unknown as ErrorSchema) : undefined);
      setSaveError(text);
    },
    /** The form's values went from `before` to `next`: the errors of the fields changed go. */
    changed(before: Values, next: Values) {
      const differs = (f: string) => !sameValues({ v: next[f] }, { v: before[f] });
      if (extraErrors) setExtraErrors(withoutFields(extraErrors, differs));
      if (noticeField.current && differs(noticeField.current)) {
        noticeField.current = undefined;
        setSaveError(null);
      }
    },
    /** Saved, or values from elsewhere: nothing refused stands any more. */
    clear() {
      noticeField.current = undefined;
      setExtraErrors(undefined);
      setSaveError(null);
    },
  };
}

/** The field errors without those of the fields `drop` picks; none left: undefined. */
function withoutFields(errors: ErrorSchema, drop: (field: string) => boolean): ErrorSchema | undefined {
  const kept = Object.entries(errors as Record<string, unknown>).filter(([f]) => f === '__errors' || !drop(f));
  return kept.some(([f]) => f !== '__errors') ? (Object.fromEntries(kept) as ErrorSchema) : undefined;
}
