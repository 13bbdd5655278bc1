/**
 * A button's look by tone (buttonCss: ButtonLink's `css`), and the same as global classes
 * (`pd-btn pd-btn-<tone>`, written by ui-classes.ts) for islands, which carry no style runtime.
 */
import type { Theme } from '@emotion/react';

export type ButtonTone = 'primary' | 'outline' | 'light';

export const buttonClass = (tone: ButtonTone) => `pd-btn pd-btn-${tone}`;

export const buttonCss = (tone: ButtonTone) => (theme: Theme) => ({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: '0.5rem',
  padding: '0.8rem 1.4rem',
  borderRadius: theme.radius.pill,
  fontWeight: 700,
  textDecoration: 'none',
  border: '2px solid transparent',
  cursor: 'pointer',
  font: 'inherit',
  transition: 'background 0.15s, color 0.15s, border-color 0.15s',
  ...(tone === 'primary' && { background: theme.color.strong, color: theme.color.onPrimary, '&:hover': { background: theme.color.strongHover } }),
  ...(tone === 'outline' && { background: 'transparent', color: theme.color.primaryDark, borderColor: theme.color.primaryDark, '&:hover': { background: theme.color.surfaceAlt } }),
  ...(tone === 'light' && { background: '#fff', color: theme.color.primaryDark, '&:hover': { background: theme.color.surfaceAlt } }),
});
