/** A plain read-only table of the admin's dark theme (the outbox, the backups). */
import type { Theme } from '@emotion/react';

export const plainTableCss = (theme: Theme) => ({
  width: '100%',
  borderCollapse: 'collapse' as const,
  fontSize: '0.9rem',
  'th, td': { padding: '0.7rem 1rem', textAlign: 'left' as const, borderBottom: `1px solid ${theme.color.border}`, verticalAlign: 'top' as const },
  th: { fontSize: '0.8rem', fontWeight: 600, color: theme.color.textMuted, background: theme.color.surfaceAlt, whiteSpace: 'nowrap' as const },
  'tbody tr:hover': { background: theme.color.surfaceAlt },
});
