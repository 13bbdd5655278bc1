/** Block values: principles with an icon, title and sentence on a tinted band (the About page's values). */
import type { BlockDataByType } from '../../../generated/blocks.ts';
import { iconByName } from '../../lib/icons.ts';
import { CardGrid } from '../ui/CardGrid.tsx';
import { Section } from '../ui/Section.tsx';

export default function Values({ data }: { data: BlockDataByType['values'] }) {
  return (
    <Section id={data.anchor} tone="tint" title={data.title} intro={data.intro}>
      <CardGrid css={(theme) => ({ [theme.mq.lg]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' } })}>
        {data.items.map((v, i) => {
          const Icon = iconByName(v.icon);
          return (
            <li key={`${i}-${v.title}`} css={(theme) => ({ padding: '1.5rem', borderRadius: theme.radius.lg, background: '#fff', border: `1px solid ${theme.color.border}` })}>
              <Icon size={30} aria-hidden css={(theme) => ({ color: theme.color.primaryDark })} />
              <h3 css={{ margin: '0.8rem 0 0.4rem', fontSize: '1.1rem' }}>{v.title}</h3>
              {v.description && <p css={(theme) => ({ margin: 0, color: theme.color.textMuted })}>{v.description}</p>}
            </li>
          );
        })}
      </CardGrid>
    </Section>
  );
}
