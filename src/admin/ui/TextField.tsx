/**
 * A labelled text input with an optional hint, an error (announced and linked with
 * aria-describedby) and an element at the end of the input (a show/hide toggle, a unit).
 * All other props (ref, className from a `css` prop) go to the <input>.
 */
import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { inputCss } from './input-style.ts';
import { describedBy, FieldFrame } from './FieldFrame.tsx';

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
  return (
    <FieldFrame id={inputId} label={label} required={required} hint={hint} error={error}>
      <div css={{ position: 'relative', display: 'flex' }}>
        <input
          ref={ref}
          id={inputId}
          aria-required={required || undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(inputId, hint, error)}
          css={(theme) => ({ ...inputCss(Boolean(error))(theme), ...(end ? { paddingRight: '2.75rem' } : {}) })}
          {...input}
        />
        {end && <div css={{ position: 'absolute', right: 4, top: 0, bottom: 0, display: 'flex', alignItems: 'center' }}>{end}</div>}
      </div>
    </FieldFrame>
  );
}
