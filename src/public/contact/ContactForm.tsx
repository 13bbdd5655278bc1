/**
 * The contact form: required name, e-mail and message; optional phone, company and service.
 * Success toasts and clears the form; a failure toasts and keeps everything typed. A hidden
 * honeypot field quietly drops bots. The contact page shows every field; the contact-form
 * block (blocks/ContactForm.tsx) picks the optional ones and its button's text, and gives its
 * own id prefix so two forms on a page never share an id.
 */
import { useStrings } from '../language/use-language.ts';
import { useState, type FormEvent } from 'react';
import { useHydrated } from '../ssr/use-hydrated.ts';
import Send from 'lucide-react/icons/send';
import { CONTACT_FORM_TEXTS, CONTACT_SERVICE_OPTIONS } from '../../../schema/contact-messages.ts';
import { buttonClass } from '../ui/button-class.ts';
import { useLazyToasts } from '../ui/use-lazy-toasts.tsx';
import { EMPTY_CONTACT, LIMITS, sendContactMessage, validateContact, type ContactErrors, type ContactValues } from './send-message.ts';
import { Link } from 'react-router-dom';
import { CONTACT_DISCLOSURE_TEXT } from '../../lib/form-consent.ts';
import { useSite } from '../site-context.tsx';

function Field({ id, label, required, error, children }: { id: string; label: string; required?: boolean; error?: string; children: React.ReactNode }) {
  return (
    <div className="fm-field">
      <label htmlFor={id} className="fm-label">
        {label}
        {required && <span aria-hidden="true"> *</span>}
      </label>
      {children}
      {error && (
        <p id={`${id}-error`} className="fm-error">
          {error}
        </p>
      )}
    </div>
  );
}

export interface ContactFormOptions {
  /** Prefix of the inputs' ids (`<prefix>-name`, …). */
  idPrefix?: string;
  /** Which optional fields to show (all by default). */
  fields?: { phone?: boolean; company?: boolean; service?: boolean };
  buttonLabel?: string;
  /** The form's accessible name. */
  label?: string;
}

export function ContactForm({ idPrefix = 'contact', fields = {}, buttonLabel, label }: ContactFormOptions = {}) {
  const t = useStrings();
  const show = { phone: fields.phone !== false, company: fields.company !== false, service: fields.service !== false };
  const id = (key: keyof ContactValues) => `${idPrefix}-${key}`;
  const { toasts, showToast, loadToasts } = useLazyToasts();
  // The text set in Site Ayarları; the built-in one while none is loaded. The message stores
  // exactly the text shown.
  const disclosure = useSite().settings?.contact_disclosure_text || CONTACT_DISCLOSURE_TEXT;
  const [values, setValues] = useState<ContactValues>(EMPTY_CONTACT);
  const [errors, setErrors] = useState<ContactErrors>({});
  const [trap, setTrap] = useState('');
  const [sending, setSending] = useState(false);
  // Server-rendered: the form works once hydrated (never a plain GET submit before).
  const ready = useHydrated();
  const set = (key: keyof ContactValues) => (e: { target: { value: string } }) => setValues((v) => ({ ...v, [key]: e.target.value }));
  const aria = (key: keyof ContactValues) => ({ id: id(key), 'aria-invalid': errors[key] ? true : undefined, 'aria-describedby': errors[key] ? `${id(key)}-error` : undefined });

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (sending) return;
    const found = validateContact(values);
    setErrors(found);
    if (Object.keys(found).length) return;
    setSending(true);
    loadToasts();
    try {
      if (!trap) await sendContactMessage(values, disclosure);
      showToast(CONTACT_FORM_TEXTS.sent, 'success');
      setValues(EMPTY_CONTACT);
    } catch (err) {
      showToast((err as Error).message || CONTACT_FORM_TEXTS.sendError, 'error');
    } finally {
      setSending(false);
    }
  }

  return (
    <>
      <form onSubmit={submit} noValidate aria-label={label ?? t.formLabel} className="fm">
        <div className="fm-pair">
          <Field id={id('name')} label={t.formName} required error={errors.name}>
            <input disabled={!ready} name="name" autoComplete="name" required maxLength={LIMITS.name} value={values.name} onChange={set('name')} className="fm-input" {...aria('name')} />
          </Field>
          <Field id={id('email')} label={t.formEmail} required error={errors.email}>
            <input disabled={!ready} name="email" type="email" autoComplete="email" required maxLength={LIMITS.email} value={values.email} onChange={set('email')} className="fm-input" {...aria('email')} />
          </Field>
          {show.phone && (
            <Field id={id('phone')} label={t.formPhone} error={errors.phone}>
              <input disabled={!ready} name="phone" type="tel" autoComplete="tel" maxLength={LIMITS.phone} value={values.phone} onChange={set('phone')} className="fm-input" {...aria('phone')} />
            </Field>
          )}
          {show.company && (
            <Field id={id('company')} label={t.formCompany} error={errors.company}>
              <input disabled={!ready} name="company" autoComplete="organization" maxLength={LIMITS.company} value={values.company} onChange={set('company')} className="fm-input" {...aria('company')} />
            </Field>
          )}
        </div>
        {show.service && (
          <Field id={id('service')} label={t.formService} error={errors.service}>
            <select disabled={!ready} name="service" value={values.service} onChange={set('service')} className="fm-input" {...aria('service')}>
              <option value="">{t.formServicePlaceholder}</option>
              {CONTACT_SERVICE_OPTIONS.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </select>
          </Field>
        )}
        <Field id={id('message')} label={t.formMessage} required error={errors.message}>
          <textarea disabled={!ready} name="message" rows={6} required maxLength={LIMITS.message} value={values.message} onChange={set('message')} className="fm-input" {...aria('message')} />
        </Field>
        <input type="text" name="website" tabIndex={-1} autoComplete="off" aria-hidden="true" value={trap} onChange={(e) => setTrap(e.target.value)} className="fm-trap" />
        <p className="fm-note">
          {disclosure}{' '}
          <Link to="/gizlilik-politikasi">{t.privacyPolicy}</Link>
        </p>
        <button type="submit" disabled={sending || !ready} className={`${buttonClass('primary')} fm-send${sending ? ' fm-sending' : ''}`}>
          <Send size={18} aria-hidden /> {sending ? t.formSending : (buttonLabel ?? t.formSend)}
        </button>
      </form>
      {toasts}
    </>
  );
}
