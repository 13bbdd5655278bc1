/** A link styled as a button: primary (the brand colour, src/lib/brand-theme.ts), outline, or light (on dark backgrounds). */
import type { Theme } from '@emotion/react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { isExternalHref, safeHref } from '../../lib/safe-url.ts';
import { useSite } from '../site-context.tsx';

export type ButtonTone = 'primary' | 'outline' | 'light';

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

export function ButtonLink({ to, tone = 'primary', children, className }: { to: string; tone?: ButtonTone; children: ReactNode; className?: string }) {
  const { meta } = useSite();
  const href = safeHref(to);
  if (!href) return null;
  // A phone number or an address to write to: the browser's own handler, no router, no new tab.
  if (/^(tel|mailto):/i.test(href)) {
    return (
      <a href={href} css={buttonCss(tone)} className={className}>
        {children}
      </a>
    );
  }
  if (isExternalHref(href, meta.origin)) {
    return (
      <a href={href} target="_blank" rel="noopener noreferrer" css={buttonCss(tone)} className={className}>
        {children}
      </a>
    );
  }
  return (
    <Link to={href} css={buttonCss(tone)} className={className}>
      {children}
    </Link>
  );
}
