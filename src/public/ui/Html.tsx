/**
 * Renders stored HTML after sanitizing it (product decision 6). HTML of the page the server
 * rendered comes sanitized with the page's data (the server's own result, so hydration
 * matches); other HTML is sanitized here, once the sanitizer is loaded (ui/sanitizer.ts).
 */
import { use, useContext, useMemo, type ElementType } from 'react';
import { SanitizedHtmlCollector, useInitialState } from '../ssr/initial-state.tsx';
import { loadSanitizer, readySanitizer } from './sanitizer.ts';

export function Html({ html, as: Tag = 'div', className }: { html: string | null | undefined; as?: ElementType; className?: string }) {
  const raw = html ?? '';
  const server = useInitialState()?.html;
  const fromServer = !raw ? '' : server && Object.hasOwn(server, raw) ? server[raw] : undefined;
  // Suspends (the route's Suspense boundary) only the first time HTML needs the browser's sanitizer.
  const sanitize = fromServer === undefined ? (readySanitizer() ?? use(loadSanitizer())) : undefined;
  const clean = useMemo(() => fromServer ?? sanitize!(raw), [raw, fromServer, sanitize]);
  // On the server: remember the result for the browser.
  const collector = useContext(SanitizedHtmlCollector);
  if (raw) collector?.set(raw, clean);
  return <Tag className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
