/**
 * A native <select> in the admin look, with a visible label or (in table rows) only an
 * accessible one.
 */
import { useId, type SelectHTMLAttributes } from 'react';
import type { Theme } from '@emotion/react';

export const selectStyles = (theme: Theme) => ({
  padding: '0.5rem 0.65rem',
  fontSize: '0.9rem',
  fontFamily: theme.font.body,
  color: theme.color.text,
  background: theme.color.background,
  border: `1px solid ${theme.color.border}`,
  borderRadius: theme.radius.sm,
  '&:focus': { outline: 'none', borderColor: theme.color.primary, boxShadow: `0 0 0 3px color-mix(in srgb, ${theme.color.primary} 30%, transparent)` },
  '&:disabled': { opacity: 0.6 },
});

export interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> {
  label: string;
  options: readonly { value: string; label: string }[];
}

export function SelectField({ label, options, ...select }: SelectFieldProps) {
  const id = useId();
  return (
    <div css={{ display: 'flex', flexDirection: 'column', gap: '0.35rem' }}>
      <label htmlFor={id} css={{ fontSize: '0.875rem', fontWeight: 600 }}>
        {label}
      </label>
      <select id={id} css={selectStyles} {...select}>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}
