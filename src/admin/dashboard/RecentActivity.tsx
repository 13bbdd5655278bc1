/** The latest changes across the tables whose config asks for it, and the latest received rows. */
import { Link } from 'react-router-dom';
import { formatDate } from '../../lib/format-date.ts';
import type { LoadState } from '../data/load-state.ts';
import { Alert } from '../ui/Alert.tsx';
import { Card } from '../ui/Card.tsx';
import { EmptyState } from '../ui/EmptyState.tsx';
import { Spinner } from '../ui/Spinner.tsx';
import { itemPath, type ActivityItem } from './load-activity.ts';
import { formatRelative } from './relative-time.ts';

const VERB: Record<ActivityItem['kind'], string> = { created: 'eklendi', updated: 'güncellendi', received: 'alındı' };

export function RecentActivity({ state }: { state: LoadState<ActivityItem[]> }) {
  const items = state.data;
  return (
    <Card title="Son Etkinlikler" description="İçeriklerde yapılan son değişiklikler ve gelen mesajlar" padding={false}>
      {state.error && !items ? (
        <div css={{ padding: '1.25rem' }}>
          <Alert tone="danger">Son etkinlikler yüklenirken hata oluştu</Alert>
        </div>
      ) : !items ? (
        <Spinner />
      ) : items.length === 0 ? (
        <EmptyState title="Henüz etkinlik yok" />
      ) : (
        <ol data-testid="recent-activity" css={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {items.map((item) => {
            const { singular, route, icon: Icon } = item.source;
            return (
              <li
                key={item.key}
                css={(theme) => ({
                  display: 'flex',
                  alignItems: 'flex-start',
                  gap: '0.85rem',
                  padding: '0.85rem 1.25rem',
                  '& + &': { borderTop: `1px solid ${theme.color.border}` },
                })}
              >
                <span
                  aria-hidden="true"
                  css={(theme) => ({
                    display: 'inline-flex',
                    padding: '0.45rem',
                    borderRadius: theme.radius.sm,
                    background: theme.color.surfaceAlt,
                    color: item.kind === 'received' ? theme.color.info : theme.color.accent,
                  })}
                >
                  <Icon size={16} />
                </span>
                <div css={{ flex: 1, minWidth: 0 }}>
                  <p css={(theme) => ({ margin: 0, fontSize: '0.8rem', color: theme.color.textMuted })}>
                    {singular} {VERB[item.kind]}
                  </p>
                  <Link
                    to={itemPath(route, item.id)}
                    css={(theme) => ({
                      display: 'block',
                      color: theme.color.text,
                      fontWeight: 600,
                      textDecoration: 'none',
                      overflow: 'hidden',
                      textOverflow: 'ellipsis',
                      whiteSpace: 'nowrap',
                      '&:hover': { color: theme.color.accent },
                    })}
                  >
                    {item.title}
                  </Link>
                </div>
                <time
                  dateTime={item.at}
                  title={formatDate(item.at, 'datetime')}
                  css={(theme) => ({ flexShrink: 0, fontSize: '0.8rem', color: theme.color.textMuted, whiteSpace: 'nowrap' })}
                >
                  {formatRelative(item.at)}
                </time>
              </li>
            );
          })}
        </ol>
      )}
    </Card>
  );
}
