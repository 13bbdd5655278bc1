/** The numbers band from block stats, with the documented defaults when the block is missing. */
import type { StatItem, StatsContent } from '../../../schema/content-blocks.ts';
import { iconByName } from '../../lib/icons.ts';
import { Container } from '../ui/Container.tsx';
import { serviceGradient } from '../cards/ServiceCard.tsx';

export const DEFAULT_STATS: StatItem[] = [
  { icon: 'Users', number: '150+', label: 'Mutlu Müşteri', color: 'green' },
  { icon: 'Award', number: '300+', label: 'Tamamlanan Proje', color: 'blue' },
  { icon: 'Clock', number: '5+', label: 'Yıllık Deneyim', color: 'purple' },
  { icon: 'Heart', number: '24/7', label: 'Destek', color: 'pink' },
];

export function StatsBand({ content }: { content: StatsContent | undefined }) {
  const stats = content?.stats?.length ? content.stats : DEFAULT_STATS;
  return (
    <section aria-label="Rakamlarla biz" css={(theme) => ({ background: theme.color.surface, borderBottom: `1px solid ${theme.color.border}` })}>
      <Container css={(theme) => ({ display: 'grid', gap: '1.25rem', padding: '2.5rem 1.25rem', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', [theme.mq.lg]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' } })}>
        {stats.map((s) => {
          const Icon = iconByName(s.icon);
          return (
            <div key={`${s.label}-${s.number}`} css={{ display: 'flex', alignItems: 'center', gap: '0.9rem' }}>
              <span aria-hidden="true" css={{ display: 'inline-flex', padding: 12, borderRadius: 12, color: '#fff', background: serviceGradient(s.color) }}>
                <Icon size={24} />
              </span>
              <div>
                <p css={{ margin: 0, fontSize: '1.7rem', fontWeight: 800, lineHeight: 1.1 }}>{s.number}</p>
                <p css={(theme) => ({ margin: 0, color: theme.color.textMuted })}>{s.label}</p>
              </div>
            </div>
          );
        })}
      </Container>
    </section>
  );
}
