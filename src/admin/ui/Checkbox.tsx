/** A checkbox with its label on the right and an optional hint under it. */
import { useId, type InputHTMLAttributes, type ReactNode } from 'react';

export interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'id'> {
  label: ReactNode;
  hint?: ReactNode;
}

export function Checkbox({ label, hint, ...input }: CheckboxProps) {
  const id = useId();
  return (
    <div css={{ display: 'flex', gap: '0.6rem', alignItems: 'flex-start' }}>
      <input id={id} type="checkbox" css={(theme) => ({ width: 18, height: 18, marginTop: 2, accentColor: theme.color.primary })} {...input} />
      <div>
        <label htmlFor={id} css={{ fontWeight: 600, fontSize: '0.9rem' }}>
          {label}
        </label>
        {hint && <p css={(theme) => ({ margin: '0.15rem 0 0', fontSize: '0.8rem', color: theme.color.textMuted })}>{hint}</p>}
      </div>
    </div>
  );
}
