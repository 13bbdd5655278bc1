/** The numbers above the subscribers table. */
import { Mail, MailCheck, MailQuestionMark, MailX, UserPlus, type LucideIcon } from 'lucide-react';
import { NEWSLETTER_TEXTS } from '../../../schema/newsletter-subscribers.ts';
import type { SubscriberStats } from './subscriber-stats.ts';

const CARDS: { key: keyof SubscriberStats; icon: LucideIcon }[] = [
  { key: 'total', icon: Mail },
  { key: 'pending', icon: MailQuestionMark },
  { key: 'active', icon: MailCheck },
  { key: 'unsubscribed', icon: MailX },
  { key: 'thisMonth', icon: UserPlus },
];

/** `stats` undefined while the subscribers load: a dash, never a zero that is not one. */
export function SubscriberStatsCards({ stats }: { stats: SubscriberStats | undefined }) {
  return (
    <ul
      aria-label="Abone istatistikleri"
      aria-busy={stats ? undefined : true}
      css={(theme) => ({
        listStyle: 'none',
        margin: 0,
        padding: 0,
        display: 'grid',
        gap: '1rem',
        gridTemplateColumns: 'repeat(1, minmax(0, 1fr))',
        [theme.mq.sm]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
        [theme.mq.lg]: { gridTemplateColumns: 'repeat(5, minmax(0, 1fr))' },
      })}
    >
      {CARDS.map(({ key, icon: Icon }) => (
        <li
          key={key}
          data-stat={key}
          css={(theme) => ({
            display: 'flex',
            alignItems: 'center',
            gap: '0.9rem',
            padding: '1rem 1.25rem',
            background: theme.color.surface,
            border: `1px solid ${theme.color.border}`,
            borderRadius: theme.radius.md,
          })}
        >
          <Icon size={28} aria-hidden="true" css={(theme) => ({ color: theme.color.primary, flexShrink: 0 })} />
          <div>
            <p css={(theme) => ({ margin: 0, fontSize: '0.85rem', color: theme.color.textMuted })}>{NEWSLETTER_TEXTS.stats[key]}</p>
            <p css={{ margin: 0, fontSize: '1.6rem', fontWeight: 700 }}>{stats ? stats[key] : '–'}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
