/**
 * Loading indicators of the admin. `Spinner` is a block (a list or a screen loading) with an
 * accessible Turkish label; `fullScreen` centres it in the viewport (auth state loading).
 * `InlineSpinner` sits inside a button or a line of text.
 */
import { keyframes } from '@emotion/react';
import { VisuallyHidden } from './VisuallyHidden.tsx';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export function InlineSpinner({ size = 16 }: { size?: number }) {
  return (
    <span
      aria-hidden="true"
      css={{
        display: 'inline-block',
        width: size,
        height: size,
        borderRadius: '50%',
        border: '2px solid currentColor',
        borderTopColor: 'transparent',
        animation: `${spin} 0.7s linear infinite`,
        flexShrink: 0,
      }}
    />
  );
}

export interface SpinnerProps {
  label?: string;
  size?: number;
  fullScreen?: boolean;
}

export function Spinner({ label = 'Yükleniyor...', size = 36, fullScreen = false }: SpinnerProps) {
  return (
    <div
      role="status"
      aria-live="polite"
      css={{ display: 'flex', alignItems: 'center', justifyContent: 'center', padding: '3rem 0', minHeight: fullScreen ? '100vh' : undefined }}
    >
      <span
        aria-hidden="true"
        css={(theme) => ({
          width: size,
          height: size,
          borderRadius: '50%',
          border: `3px solid ${theme.color.border}`,
          borderTopColor: theme.color.primary,
          animation: `${spin} 0.8s linear infinite`,
        })}
      />
      <VisuallyHidden>{label}</VisuallyHidden>
    </div>
  );
}
