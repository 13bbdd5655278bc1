/** One field of a built form: its input by type, its label, and its error under it. */
import type { ReactNode } from 'react';
import type { PublicFormField } from '../data/forms.ts';
import { maxLengthOf, type AnswerValue } from './send-form.ts';

interface Props {
  field: PublicFormField;
  id: string;
  value: AnswerValue | undefined;
  error?: string;
  disabled: boolean;
  onChange(value: AnswerValue): void;
}

function Labelled({ id, field, error, children, asGroup }: { id: string; field: PublicFormField; error?: string; children: ReactNode; asGroup?: boolean }) {
  const title = (
    <>
      {field.label}
      {field.required && <span aria-hidden="true"> *</span>}
    </>
  );
  return (
    <div className="fm-field" role={asGroup ? 'group' : undefined} aria-labelledby={asGroup ? `${id}-label` : undefined}>
      {asGroup ? (
        <span id={`${id}-label`} className="fm-label">
          {title}
        </span>
      ) : (
        <label htmlFor={id} className="fm-label">
          {title}
        </label>
      )}
      {children}
      {error && (
        <p id={`${id}-error`} className="fm-error">
          {error}
        </p>
      )}
    </div>
  );
}

export function FormFieldInput({ field, id, value, error, disabled, onChange }: Props) {
  if (field.type === 'hidden') return null;
  const aria = { 'aria-invalid': error ? true : undefined, 'aria-describedby': error ? `${id}-error` : undefined, 'aria-required': field.required || undefined };
  if (field.type === 'checkbox') {
    return (
      <div className="fm-field">
        <label className="fm-check">
          <input id={id} type="checkbox" name={field.name} disabled={disabled} checked={value === true} onChange={(e) => onChange(e.target.checked)} {...aria} />
          <span>
            {field.label}
            {field.required && <span aria-hidden="true"> *</span>}
          </span>
        </label>
        {error && (
          <p id={`${id}-error`} className="fm-error">
            {error}
          </p>
        )}
      </div>
    );
  }
  if (field.type === 'choice' && field.multiple) {
    const chosen = Array.isArray(value) ? value : [];
    return (
      <Labelled id={id} field={field} error={error} asGroup>
        {field.options.map((o, i) => (
          <label key={o} className="fm-option">
            <input id={`${id}-${i}`} type="checkbox" name={field.name} value={o} disabled={disabled} checked={chosen.includes(o)} onChange={(e) => onChange(e.target.checked ? [...chosen, o] : chosen.filter((x) => x !== o))} {...aria} />
            {o}
          </label>
        ))}
      </Labelled>
    );
  }
  const text = typeof value === 'string' ? value : '';
  const common = { id, name: field.name, disabled, value: text, className: 'fm-input', ...aria };
  return (
    <Labelled id={id} field={field} error={error}>
      {field.type === 'choice' ? (
        <select {...common} onChange={(e) => onChange(e.target.value)}>
          <option value="">Seçin{field.required ? '' : ' (isteğe bağlı)'}</option>
          {field.options.map((o) => (
            <option key={o} value={o}>
              {o}
            </option>
          ))}
        </select>
      ) : field.type === 'textarea' ? (
        <textarea {...common} rows={6} maxLength={maxLengthOf(field)} onChange={(e) => onChange(e.target.value)} />
      ) : (
        <input {...common} type={field.type === 'email' ? 'email' : field.type === 'phone' ? 'tel' : 'text'} autoComplete={field.type === 'email' ? 'email' : field.type === 'phone' ? 'tel' : undefined} maxLength={maxLengthOf(field)} onChange={(e) => onChange(e.target.value)} />
      )}
    </Labelled>
  );
}
