/**
 * A built form's answer (schema/forms.ts): the checks the database makes too (required, limits,
 * e-mail and phone shapes, so the visitor hears at once), and the insert as anon into the inbox
 * with the flood proof when asked. The database checks it again from the form's definition and
 * answers a refused field with 23514, its name in `details` and a Turkish message
 * (supabase/schemas/17_forms.sql): that message goes under the field.
 */
import { publicClient } from '../../lib/public-client.ts';
import { FORM_PROOF_HEADER, sendWithFloodProof } from '../../lib/form-flood-proof.ts';
import { hasVisibleText } from '../contact/visible-text.ts';
import { currentLeadSource } from '../lead-source/lead-source.ts';
import type { PublicFormField } from '../data/forms.ts';

export type AnswerValue = string | boolean | string[];
export type FormValues = Record<string, AnswerValue>;
export type FormErrors = Record<string, string>;

const DEFAULT_LIMITS: Record<string, number> = { email: 254, phone: 30, textarea: 5000 };

export function maxLengthOf(field: PublicFormField): number {
  return field.max_length ?? DEFAULT_LIMITS[field.type] ?? 200;
}

export function emptyValues(fields: readonly PublicFormField[]): FormValues {
  return Object.fromEntries(fields.map((f) => [f.name, f.type === 'checkbox' ? false : f.type === 'choice' && f.multiple ? [] : f.type === 'hidden' ? (f.value ?? '') : '']));
}

function fieldError(f: PublicFormField, v: AnswerValue | undefined): string | undefined {
  if (f.type === 'hidden') return undefined;
  if (f.type === 'checkbox') return f.required && v !== true ? 'Devam etmek için bu kutuyu işaretleyin.' : undefined;
  if (f.type === 'choice') {
    const chosen = Array.isArray(v) ? v : v ? [String(v)] : [];
    return f.required && chosen.length === 0 ? 'Lütfen bir seçenek seçin.' : undefined;
  }
  const text = typeof v === 'string' ? v.trim() : '';
  if (!hasVisibleText(text)) return f.required ? 'Bu alan zorunludur.' : undefined;
  if (text.length > maxLengthOf(f)) return `En fazla ${maxLengthOf(f)} karakter yazabilirsiniz.`;
  if (f.type === 'email' && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(text)) return 'Lütfen geçerli bir e-posta adresi yazın.';
  if (f.type === 'phone' && !/^\+?[0-9 ().-]{7,30}$/.test(text)) return 'Lütfen geçerli bir telefon numarası yazın.';
  return undefined;
}

export function validateAnswers(fields: readonly PublicFormField[], values: FormValues): FormErrors {
  const errors: FormErrors = {};
  for (const f of fields) {
    const e = fieldError(f, values[f.name]);
    if (e) errors[f.name] = e;
  }
  return errors;
}

/** A refusal the visitor can act on: at a field, or for the whole form. */
export class FormSendError extends Error {
  constructor(
    message: string,
    readonly field?: string,
  ) {
    super(message);
  }
}

/** Resolves when stored; rejects with a FormSendError fit for the visitor. */
export async function sendFormAnswers(formId: string, fields: readonly PublicFormField[], values: FormValues): Promise<void> {
  const db = await publicClient();
  const row = {
    form_id: formId,
    answers: fields.map((f) => ({ name: f.name, value: typeof values[f.name] === 'string' ? (values[f.name] as string).trim() : (values[f.name] ?? '') })),
    ...currentLeadSource(),
  };
  const { error } = await sendWithFloodProof((proof) => {
    const insert = db.from('contact_messages').insert(row as never);
    return proof ? insert.setHeader(FORM_PROOF_HEADER, proof) : insert;
  });
  if (!error) return;
  console.error('contact_messages', error);
  if (error.code === '23514' && error.hint === 'form_field') throw new FormSendError(error.message, error.details || undefined);
  // The flood guard's and the closed form's own Turkish messages are meant for the visitor.
  throw new FormSendError(error.code === 'P0001' || error.code === '23503' ? error.message : '');
}
