/** The config's reply field as a mailto: link, its subject 'Re: <subject>' (an option's label, not its code). */
import { optionLabels } from './CellValue.tsx';
import type { AnyResource, Row } from './types.ts';

export function replyHref(resource: AnyResource, row: Row): string | undefined {
  const reply = resource.reply;
  const email = reply && row[reply.email as string];
  if (!reply || typeof email !== 'string' || email === '') return undefined;
  const raw = reply.subject ? row[reply.subject as string] : undefined;
  const subject = raw == null || raw === '' ? reply.fallbackSubject : (optionLabels(resource, reply.subject as string).get(String(raw)) ?? String(raw));
  return `mailto:${email}?subject=${encodeURIComponent(`Re: ${subject}`)}`;
}
