/** Text that screen readers announce but sighted users don't see (icon-only controls, spinners). */
import type { ReactNode } from 'react';

export function VisuallyHidden({ children }: { children: ReactNode }) {
  return (
    <span
      css={{
        position: 'absolute',
        width: 1,
        height: 1,
        padding: 0,
        margin: -1,
        overflow: 'hidden',
        clip: 'rect(0 0 0 0)',
        whiteSpace: 'nowrap',
        border: 0,
      }}
    >
      {children}
    </span>
  );
}
