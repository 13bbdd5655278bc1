/**
 * What a list shows when it has nothing: the Turkish empty text of the spec (e.g. 'Henüz yorum
 * yok'), a hint (e.g. to change the search) and an optional action.
 */
import type { LucideIcon } from 'lucide-react';
import { Inbox } from 'lucide-react';
import type { ReactNode } from 'react';

export interface EmptyStateProps {
  title: ReactNode;
  hint?: ReactNode;
  icon?: LucideIcon;
  action?: ReactNode;
}

export function EmptyState({ title, hint, icon: Icon = Inbox, action }: EmptyStateProps) {
  return (
    <div css={(theme) => ({ textAlign: 'center', padding: '2.5rem 1rem', color: theme.color.textMuted })}>
      <Icon size={40} aria-hidden="true" css={{ opacity: 0.6 }} />
      <p css={(theme) => ({ margin: '0.75rem 0 0', fontWeight: 600, color: theme.color.text })}>{title}</p>
      {hint && <p css={{ margin: '0.35rem 0 0', fontSize: '0.9rem' }}>{hint}</p>}
      {action && <div css={{ marginTop: '1rem' }}>{action}</div>}
    </div>
  );
}
