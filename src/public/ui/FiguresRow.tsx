/**
 * A row of figures (a number and its label, with an optional icon on its colour gradient): the
 * home page's numbers band and the numbers block. Two columns on phones; from 1024px one row
 * (up to six).
 */
import { iconByName } from '../../lib/icons.ts';
import { serviceGradient } from '../cards/ServiceCard.tsx';
import { Container } from './Container.tsx';

export interface Figure {
  value: string;
  label: string;
  icon?: string | null;
  color?: string | null;
}

export function FiguresRow({ figures, label }: { figures: readonly Figure[]; label: string }) {
  return (
    <section aria-label={label} css={(theme) => ({ background: theme.color.surface, borderBottom: `1px solid ${theme.color.border}` })}>
      <Container css={(theme) => ({ display: 'grid', gap: '1.25rem', padding: '2.5rem 1.25rem', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', [theme.mq.lg]: { gridTemplateColumns: `repeat(${Math.min(Math.max(figures.length, 1), 6)}, minmax(0, 1fr))` } })}>
        {figures.map((f, i) => {
          const Icon = f.icon ? iconByName(f.icon) : null;
          return (
            <div key={`${i}-${f.label}-${f.value}`} css={{ display: 'flex', alignItems: 'center', gap: '0.9rem' }}>
              {Icon && (
                <span aria-hidden="true" css={{ display: 'inline-flex', padding: 12, borderRadius: 12, color: '#fff', background: serviceGradient(f.color) }}>
                  <Icon size={24} />
                </span>
              )}
              <div>
                <p css={{ margin: 0, fontSize: '1.7rem', fontWeight: 800, lineHeight: 1.1 }}>{f.value}</p>
                <p css={(theme) => ({ margin: 0, color: theme.color.textMuted })}>{f.label}</p>
              </div>
            </div>
          );
        })}
      </Container>
    </section>
  );
}
