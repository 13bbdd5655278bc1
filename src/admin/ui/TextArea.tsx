/**
 * A labelled <textarea> like TextField: hint, error, required marker, and an optional
 * character counter with an advised range (the SEO screen's 50-60 / 150-160 advice).
 */
import { useId, type ReactNode, type TextareaHTMLAttributes } from 'react';

export interface TextAreaProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> {
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  id?: string;
  /** Show "n karakter" and whether it is inside the advised range. */
  advised?: { min: number; max: number };
  monospace?: boolean;
}

export function CharacterCount({ length, advised }: { length: number; advised?: { min: number; max: number } }) {
  const ok = !advised || (length >= advised.min && length <= advised.max);
  return (
    <span css={(theme) => ({ fontSize: '0.8rem', color: ok ? theme.color.success : theme.color.warning })}>
      {length} karakter{advised ? ` (önerilen ${advised.min}-${advised.max})` : ''}
    </span>
  );
}

export function TextArea({ label, hint, error, id, required, advised, monospace, value, ...rest }: TextAreaProps) {
  const auto = useId();
  const inputId = id ?? auto;
  const hintId = hint || advised ? `${inputId}-hint` : undefined;
  const errorId = error ? `${inputId}-error` : undefined;
  const length = typeof value === 'string' ? value.length : 0;
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
      <textarea
        id={inputId}
        value={value}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={[hintId, errorId].filter(Boolean).join(' ') || undefined}
        css={(theme) => ({
          width: '100%',
          padding: '0.6rem 0.75rem',
          fontSize: '0.95rem',
          fontFamily: monospace ? theme.font.mono : theme.font.body,
          color: theme.color.text,
          background: theme.color.background,
          border: `1px solid ${error ? theme.color.danger : theme.color.border}`,
          borderRadius: theme.radius.sm,
          resize: 'vertical',
          '&:focus': { outline: 'none', borderColor: theme.color.primary, boxShadow: `0 0 0 3px color-mix(in srgb, ${theme.color.primary} 30%, transparent)` },
        })}
        {...rest}
      />
      {(hint || advised) && (
        <p id={hintId} css={(theme) => ({ margin: 0, fontSize: '0.8rem', color: theme.color.textMuted, display: 'flex', justifyContent: 'space-between', gap: '1rem' })}>
          <span>{hint}</span>
          {advised && <CharacterCount length={length} advised={advised} />}
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
