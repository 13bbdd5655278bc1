/**
 * The frame every labelled admin control shares: the label (with the required marker), the
 * control, a hint and an error announced at once. The control links them with `describedBy`.
 */
import type { ReactNode } from 'react';

export const hintIdOf = (id: string) => `${id}-hint`;
export const errorIdOf = (id: string) => `${id}-error`;

/** aria-describedby for a control with an optional hint and error. */
export function describedBy(id: string, hint: unknown, error: unknown): string | undefined {
  return [hint ? hintIdOf(id) : undefined, error ? errorIdOf(id) : undefined].filter(Boolean).join(' ') || undefined;
}

export function FieldFrame({ id, label, required, hint, error, children }: { id: string; label: ReactNode; required?: boolean; hint?: ReactNode; error?: string; children: ReactNode }) {
  return (
    <div css={{ display: 'flex', flexDirection: 'column', gap: '0.35rem' }}>
      <label htmlFor={id} css={{ fontSize: '0.875rem', fontWeight: 600 }}>
        {label}
        {required && (
          <span aria-hidden="true" css={(theme) => ({ color: theme.color.danger, marginLeft: 2 })}>
            *
          </span>
        )}
      </label>
      {children}
      {hint && (
        <div id={hintIdOf(id)} css={(theme) => ({ margin: 0, fontSize: '0.8rem', color: theme.color.textMuted })}>
          {hint}
        </div>
      )}
      {error && (
        <p id={errorIdOf(id)} role="alert" css={(theme) => ({ margin: 0, fontSize: '0.8rem', color: theme.color.danger })}>
          {error}
        </p>
      )}
    </div>
  );
}
