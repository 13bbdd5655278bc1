/** How many contact messages are still 'new' (unread), with a link to the inbox. */
import { MessageSquare } from 'lucide-react';
import type { LoadState } from '../data/load-state.ts';
import { ButtonLink } from '../ui/Button.tsx';
import { Card } from '../ui/Card.tsx';
import type { DashboardCounts } from './load-counts.ts';

export function NewMessagesCard({ state }: { state: LoadState<DashboardCounts> }) {
  const n = state.data?.newMessages;
  return (
    <Card>
      <div css={{ display: 'flex', alignItems: 'center', gap: '1rem' }}>
        <span
          aria-hidden="true"
          css={(theme) => ({
            display: 'inline-flex',
            padding: '0.65rem',
            borderRadius: theme.radius.md,
            color: n ? theme.color.info : theme.color.textMuted,
            background: theme.color.surfaceAlt,
          })}
        >
          <MessageSquare size={22} />
        </span>
        <div css={{ flex: 1 }}>
          <h2 css={(theme) => ({ margin: 0, fontSize: '0.9rem', fontWeight: 500, color: theme.color.textMuted })}>Yeni Mesajlar</h2>
          <p css={{ margin: 0, fontSize: '1.5rem', fontWeight: 700 }}>
            <span data-testid="new-messages-count">{state.error && n === undefined ? '?' : (n ?? '—')}</span>
          </p>
        </div>
        <ButtonLink to="/admin/contact-messages" size="sm">
          Mesajları Gör
        </ButtonLink>
      </div>
    </Card>
  );
}
