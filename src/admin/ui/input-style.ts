/** The dark form controls' look, shared by every widget. */
import type { Theme } from '@emotion/react';

export const inputCss = (invalid = false) => (theme: Theme) => ({
  width: '100%',
  padding: '0.6rem 0.75rem',
  fontSize: '0.95rem',
  fontFamily: theme.font.body,
  color: theme.color.text,
  background: theme.color.background,
  border: `1px solid ${invalid ? theme.color.danger : theme.color.border}`,
  borderRadius: theme.radius.sm,
  '&:focus': { outline: 'none', borderColor: theme.color.primary, boxShadow: `0 0 0 3px color-mix(in srgb, ${theme.color.primary} 30%, transparent)` },
  '&::placeholder': { color: theme.color.textMuted },
});

export const smallButtonCss = (theme: Theme) => ({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '0.3rem',
  padding: '0.35rem 0.6rem',
  borderRadius: theme.radius.sm,
  border: `1px solid ${theme.color.border}`,
  background: theme.color.surfaceAlt,
  color: theme.color.text,
  font: 'inherit',
  fontSize: '0.85rem',
  cursor: 'pointer',
  '&:disabled': { opacity: 0.5, cursor: 'not-allowed' },
  '&:focus-visible': { outline: `2px solid ${theme.color.primary}` },
});
