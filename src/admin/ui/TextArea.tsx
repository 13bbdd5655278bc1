/**
 * A labelled <textarea> like TextField: hint, error, required marker, and an optional
 * character counter with an advised range (the SEO screen's 50-60 / 150-160 advice).
 */
import { useId, type ReactNode, type TextareaHTMLAttributes } from 'react';
import { inputCss } from './input-style.ts';
import { describedBy, FieldFrame } from './FieldFrame.tsx';

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
  const length = typeof value === 'string' ? value.length : 0;
  const note =
    hint || advised ? (
      <span css={{ display: 'flex', justifyContent: 'space-between', gap: '1rem' }}>
        <span>{hint}</span>
        {advised && <CharacterCount length={length} advised={advised} />}
      </span>
    ) : undefined;
  return (
    <FieldFrame id={inputId} label={label} required={required} hint={note} error={error}>
      <textarea
        id={inputId}
        value={value}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(inputId, note, error)}
        css={(theme) => ({ ...inputCss(Boolean(error))(theme), fontFamily: monospace ? theme.font.mono : theme.font.body, resize: 'vertical' })}
        {...rest}
      />
    </FieldFrame>
  );
}
