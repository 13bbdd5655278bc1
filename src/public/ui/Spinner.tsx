/** A loading spinner with an accessible label (Turkish by default). */
import { keyframes } from '@emotion/react';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export function Spinner({ label = 'Yükleniyor...', size = 40 }: { label?: string; size?: number }) {
  return (
    <div role="status" aria-live="polite" css={{ display: 'flex', justifyContent: 'center', padding: '3rem 0' }}>
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
      <span css={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>{label}</span>
    </div>
  );
}
