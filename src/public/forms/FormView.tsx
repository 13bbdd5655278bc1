/**
 * A form staff built (schema/forms.ts), as the form block shows it: its fields in order, each
 * error under its field (the browser's checks first, then the database's answer), a hidden
 * honeypot that quietly drops bots, the form's disclosure, and after sending its thank-you text
 * (or its redirect). Ids carry the block's prefix, so two forms on a page never share one.
 */
import { useState, type FormEvent } from 'react';
import Send from 'lucide-react/icons/send';
import { Link } from 'react-router-dom';
import { useHydrated } from '../ssr/use-hydrated.ts';
import { buttonClass } from '../ui/button-class.ts';
import type { PublicForm } from '../data/forms.ts';
import { emptyValues, FormSendError, sendFormAnswers, validateAnswers, type FormErrors, type FormValues } from './send-form.ts';
import { FormFieldInput } from './FormFieldInput.tsx';

const SEND_ERROR = 'Form gönderilirken hata oluştu. Lütfen tekrar deneyin.';

export interface FormViewProps {
  form: PublicForm;
  idPrefix: string;
  label: string;
}

export function FormView({ form, idPrefix, label }: FormViewProps) {
  const [values, setValues] = useState<FormValues>(() => emptyValues(form.fields));
  const [errors, setErrors] = useState<FormErrors>({});
  const [formError, setFormError] = useState('');
  const [trap, setTrap] = useState('');
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(false);
  const ready = useHydrated();

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (sending) return;
    const found = validateAnswers(form.fields, values);
    setErrors(found);
    setFormError('');
    if (Object.keys(found).length) return;
    setSending(true);
    try {
      if (!trap) await sendFormAnswers(form.id, form.fields, values);
      if (form.redirect_url) window.location.assign(form.redirect_url);
      else setSent(true);
    } catch (err) {
      const refusal = err instanceof FormSendError ? err : new FormSendError('');
      if (refusal.field && form.fields.some((f) => f.name === refusal.field)) setErrors({ [refusal.field]: refusal.message });
      else setFormError(refusal.message || SEND_ERROR);
    } finally {
      setSending(false);
    }
  }

  if (sent) {
    return (
      <p role="status" className="fm-thanks">
        {form.thank_you_text}
      </p>
    );
  }
  return (
    <form onSubmit={submit} noValidate aria-label={label} className="fm">
      {form.fields.map((field) => (
        <FormFieldInput key={field.name} field={field} id={`${idPrefix}-${field.name}`} value={values[field.name]} error={errors[field.name]} disabled={!ready} onChange={(v) => setValues((old) => ({ ...old, [field.name]: v }))} />
      ))}
      <input type="text" name="website" tabIndex={-1} autoComplete="off" aria-hidden="true" value={trap} onChange={(e) => setTrap(e.target.value)} className="fm-trap" />
      {form.disclosure_text && (
        <p className="fm-note">
          {form.disclosure_text} <Link to="/gizlilik-politikasi">Gizlilik politikası</Link>
        </p>
      )}
      {formError && (
        <p role="alert" className="fm-alert">
          {formError}
        </p>
      )}
      <button type="submit" disabled={sending || !ready} className={`${buttonClass('primary')} fm-send${sending ? ' fm-sending' : ''}`}>
        <Send size={18} aria-hidden /> {sending ? 'Gönderiliyor...' : form.submit_label}
      </button>
    </form>
  );
}
