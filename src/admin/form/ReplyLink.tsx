/** "E-posta ile yanıtla" for items answered by e-mail (the config's `reply`), as a mailto: link. */
import { Mail } from 'lucide-react';
import { replyHref } from '../resource/reply-link.ts';
import type { AnyResource, Row } from '../resource/types.ts';
import { buttonStyles } from '../ui/Button.tsx';

export function ReplyLink({ resource, row }: { resource: AnyResource; row: Row }) {
  const href = replyHref(resource, row);
  if (!href) return null;
  return (
    <a href={href} css={[buttonStyles({ variant: 'primary', size: 'sm' }), { textDecoration: 'none' }]}>
      <Mail size={14} aria-hidden="true" />
      E-posta ile yanıtla
    </a>
  );
}
