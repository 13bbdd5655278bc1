/**
 * Base styles of the public site's smallest building blocks as global classes (written once by
 * PublicSite's <Global>), instead of @emotion/styled: it keeps that library out of the visitor's
 * bundle, and a component's own `css` prop (a later class) still overrides the base.
 */
import type { CSSObject, Theme } from '@emotion/react';
import { buttonClass, buttonCss } from './button-class.ts';

export function withClass<P extends { className?: string }>(base: string, props: P): P {
  return { ...props, className: props.className ? `${base} ${props.className}` : base };
}

export const uiClasses = (theme: Theme): CSSObject => ({
  // Shown to screen readers only.
  '.pd-sr': { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' },
  // ResponsiveImage: the ratio of its width and height attributes, cropped (a caller's class may set another).
  '.pd-img': { aspectRatio: 'var(--pd-ratio)', objectFit: 'cover', maxWidth: '100%', height: 'auto' },
  '.pd-img-over': { position: 'absolute', inset: 0 },
  ...(['primary', 'outline', 'light'] as const).reduce((all, tone) => ({ ...all, [`.${buttonClass(tone).replace(' ', '.')}`]: buttonCss(tone)(theme) }), {}),
  '.pd-container': { width: '100%', maxWidth: theme.containerWidth, margin: '0 auto', padding: '0 1.25rem' },
  '.pd-card-grid': {
    listStyle: 'none',
    margin: 0,
    padding: 0,
    display: 'grid',
    gap: '1.5rem',
    gridTemplateColumns: '1fr',
    [theme.mq.md]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [theme.mq.lg]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
  },
  '.pd-tag': {
    display: 'inline-block',
    padding: '0.2rem 0.65rem',
    borderRadius: theme.radius.pill,
    background: theme.color.surfaceAlt,
    color: theme.color.primaryDark,
    fontSize: '0.8rem',
    fontWeight: 600,
  },
});
