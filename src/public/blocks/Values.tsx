/** Block values: principles with an icon, title and sentence on a tinted band (the About page's values). */
import { listOf, type BlockData } from '../block-list/block-data.ts';
import { iconByName } from '../../lib/icons.ts';
import { CardGrid } from '../ui/CardGrid.tsx';
import { Section } from '../ui/Section.tsx';

export default function Values({ data }: { data: BlockData<'values'> }) {
  return (
    <Section tone="tint" title={data.title || undefined} intro={data.intro || undefined}>
      <CardGrid css={(theme) => ({ [theme.mq.lg]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' } })}>
        {listOf(data.items).map((v, i) => {
          const Icon = iconByName(v.icon);
          return (
            <li key={`${i}-${v.title ?? ''}`} css={(theme) => ({ padding: '1.5rem', borderRadius: theme.radius.lg, background: '#fff', border: `1px solid ${theme.color.border}` })}>
              <Icon size={30} aria-hidden css={(theme) => ({ color: theme.color.primaryDark })} />
              {v.title && <h3 css={{ margin: '0.8rem 0 0.4rem', fontSize: '1.1rem' }}>{v.title}</h3>}
              {v.description && <p css={(theme) => ({ margin: 0, color: theme.color.textMuted })}>{v.description}</p>}
            </li>
          );
        })}
      </CardGrid>
    </Section>
  );
}
