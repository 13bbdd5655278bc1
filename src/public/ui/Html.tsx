/** Renders stored HTML after sanitizing it (product decision 6). */
import { useMemo, type ElementType } from 'react';
import { sanitizeHtml } from '../../lib/sanitize-html.ts';

export function Html({ html, as: Tag = 'div', className }: { html: string | null | undefined; as?: ElementType; className?: string }) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  return <Tag className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
