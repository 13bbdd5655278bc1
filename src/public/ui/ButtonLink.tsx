/** A link styled as a button: primary (the brand colour, src/lib/brand-theme.ts), outline, or light (on dark backgrounds). */
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { isExternalHref, safeHref } from '../../lib/safe-url.ts';
import { useSite } from '../site-context.tsx';

import { buttonCss, type ButtonTone } from './button-class.ts';

export { buttonCss, type ButtonTone };

export function ButtonLink({ to, tone = 'primary', children, className }: { to: string; tone?: ButtonTone; children: ReactNode; className?: string }) {
  const { meta } = useSite();
  const href = safeHref(to);
  if (!href) return null;
  // A phone number or an address to write to, or a section of this page (#teklif-formu): the browser's own handler, no router, no new tab.
  if (/^(tel|mailto):/i.test(href) || href.startsWith('#')) {
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
