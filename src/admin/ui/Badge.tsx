/**
 * A small coloured label: a publication status ('Yayında' / 'Taslak', 'Aktif' / 'Pasif'), a
 * category, a count. The tone carries the meaning; the text must make sense on its own too.
 */
import type { Theme } from '@emotion/react';
import type { ReactNode } from 'react';

export type BadgeTone = 'success' | 'warning' | 'danger' | 'info' | 'neutral' | 'primary';

function toneColor(theme: Theme, tone: BadgeTone): string {
  switch (tone) {
    case 'success':
      return theme.color.success;
    case 'warning':
      return theme.color.warning;
    case 'danger':
      return theme.color.danger;
    case 'info':
      return theme.color.info;
    case 'primary':
      return theme.color.primary;
    default:
      return theme.color.textMuted;
  }
}

export function Badge({ tone = 'neutral', children, title }: { tone?: BadgeTone; children: ReactNode; title?: string }) {
  return (
    <span
      title={title}
      css={(theme) => {
        const c = toneColor(theme, tone);
        return {
          display: 'inline-flex',
          alignItems: 'center',
          gap: '0.25rem',
          padding: '0.1rem 0.55rem',
          borderRadius: theme.radius.pill,
          fontSize: '0.75rem',
          fontWeight: 600,
          lineHeight: 1.6,
          whiteSpace: 'nowrap',
          // Mixed with the text colour so it stays readable (4.5:1) on every surface, tinted panels too.
          color: `color-mix(in srgb, ${c} 55%, ${theme.color.text})`,
          background: `color-mix(in srgb, ${c} 16%, transparent)`,
          border: `1px solid color-mix(in srgb, ${c} 40%, transparent)`,
        };
      }}
    >
      {children}
    </span>
  );
}
