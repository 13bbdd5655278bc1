/**
 * A labelled text input with an optional hint, an error (announced and linked with
 * aria-describedby) and an element at the end of the input (a show/hide toggle, a unit).
 * All other props (ref, className from a `css` prop) go to the <input>.
 */
import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  /** Rendered inside the input's right edge. */
  end?: ReactNode;
  id?: string;
  ref?: Ref<HTMLInputElement>;
}

export function TextField({ label, hint, error, end, id, required, ref, ...input }: TextFieldProps) {
  const auto = useId();
  const inputId = id ?? auto;
  const hintId = hint ? `${inputId}-hint` : undefined;
  const errorId = error ? `${inputId}-error` : undefined;
  return (
    <div css={{ display: 'flex', flexDirection: 'column', gap: '0.35rem' }}>
      <label htmlFor={inputId} css={{ fontSize: '0.875rem', fontWeight: 600 }}>
        {label}
        {required && (
          <span aria-hidden="true" css={(theme) => ({ color: theme.color.danger, marginLeft: 2 })}>
            *
          </span>
        )}
      </label>
      <div css={{ position: 'relative', display: 'flex' }}>
        <input
          ref={ref}
          id={inputId}
          aria-required={required || undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={[hintId, errorId].filter(Boolean).join(' ') || undefined}
          css={(theme) => ({
            width: '100%',
            padding: end ? '0.6rem 2.75rem 0.6rem 0.75rem' : '0.6rem 0.75rem',
            fontSize: '0.95rem',
            fontFamily: theme.font.body,
            color: theme.color.text,
            background: theme.color.background,
            border: `1px solid ${error ? theme.color.danger : theme.color.border}`,
            borderRadius: theme.radius.sm,
            '&:focus': { outline: 'none', borderColor: theme.color.primary, boxShadow: `0 0 0 3px color-mix(in srgb, ${theme.color.primary} 30%, transparent)` },
            '&::placeholder': { color: theme.color.textMuted },
          })}
          {...input}
        />
        {end && <div css={{ position: 'absolute', right: 4, top: 0, bottom: 0, display: 'flex', alignItems: 'center' }}>{end}</div>}
      </div>
      {hint && (
        <p id={hintId} css={(theme) => ({ margin: 0, fontSize: '0.8rem', color: theme.color.textMuted })}>
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} role="alert" css={(theme) => ({ margin: 0, fontSize: '0.8rem', color: theme.color.danger })}>
          {error}
        </p>
      )}
    </div>
  );
}
