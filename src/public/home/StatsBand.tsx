/** The numbers band from block stats, with the documented defaults when the block is missing. */
import type { StatItem, StatsContent } from '../../../schema/content-blocks.ts';
import { FiguresRow } from '../ui/FiguresRow.tsx';

export const DEFAULT_STATS: StatItem[] = [
  { icon: 'Users', number: '150+', label: 'Mutlu Müşteri', color: 'green' },
  { icon: 'Award', number: '300+', label: 'Tamamlanan Proje', color: 'blue' },
  { icon: 'Clock', number: '5+', label: 'Yıllık Deneyim', color: 'purple' },
  { icon: 'Heart', number: '24/7', label: 'Destek', color: 'pink' },
];

export function StatsBand({ content }: { content: StatsContent | undefined }) {
  const stats = content?.stats?.length ? content.stats : DEFAULT_STATS;
  // Every stat has an icon (the home's band always showed one; iconByName falls back to Zap).
  return <FiguresRow label="Rakamlarla biz" figures={stats.map((s) => ({ value: s.number, label: s.label, icon: s.icon || 'Zap', color: s.color }))} />;
}
