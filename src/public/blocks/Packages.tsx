/** Block packages: 1–4 price packages side by side (one highlighted as "Önerilen"), their features and buttons, and the VAT note. */
import { Check } from 'lucide-react';
import { listOf, type BlockData } from '../block-list/block-data.ts';
import { ButtonLink } from '../ui/ButtonLink.tsx';
import { Section } from '../ui/Section.tsx';

export default function Packages({ data }: { data: BlockData<'packages'> }) {
  const packages = listOf(data.packages);
  const columns = Math.max(1, Math.min(packages.length, 4));
  return (
    <Section title={data.title || undefined} intro={data.intro || undefined}>
      <ul css={(theme) => ({ listStyle: 'none', margin: '0 auto', padding: 0, display: 'grid', gap: '1.5rem', maxWidth: columns < 3 ? `${columns * 24}rem` : undefined, [theme.mq.md]: { gridTemplateColumns: `repeat(${Math.min(columns, 2)}, minmax(0, 1fr))` }, [theme.mq.lg]: { gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))` } })}>
        {packages.map((p, i) => {
          const features = listOf(p.features).filter(Boolean);
          return (
          <li key={`${i}-${p.name ?? ''}`}>
            <article
              data-highlighted={p.highlighted ? 'true' : undefined}
              css={(theme) => ({ position: 'relative', height: '100%', display: 'flex', flexDirection: 'column', gap: '1rem', padding: '2rem 1.6rem', borderRadius: theme.radius.lg, background: '#fff', border: p.highlighted ? `2px solid ${theme.color.primaryDark}` : `1px solid ${theme.color.border}`, boxShadow: p.highlighted ? theme.shadow.lg : theme.shadow.sm })}
            >
              {p.highlighted && (
                <p css={(theme) => ({ position: 'absolute', top: 0, left: '50%', transform: 'translate(-50%, -50%)', margin: 0, padding: '0.25rem 0.9rem', borderRadius: theme.radius.pill, background: theme.color.strong, color: theme.color.onPrimary, fontSize: '0.8rem', fontWeight: 700 })}>Önerilen</p>
              )}
              {p.name && <h3 css={{ margin: 0, fontSize: '1.25rem' }}>{p.name}</h3>}
              {(p.price || p.period) && (
                <p css={{ margin: 0 }}>
                  {p.price && <span css={{ fontSize: '2rem', fontWeight: 800 }}>{p.price}</span>}
                  {p.period && <span css={(theme) => ({ marginLeft: '0.35rem', color: theme.color.textMuted })}>{p.period}</span>}
                </p>
              )}
              {features.length > 0 && (
                <ul css={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: '0.5rem' }}>
                  {features.map((f, j) => (
                    <li key={`${j}-${f}`} css={{ display: 'flex', gap: '0.5rem', alignItems: 'flex-start' }}>
                      <Check size={18} aria-hidden css={(theme) => ({ color: theme.color.primaryDark, flex: 'none', marginTop: 2 })} />
                      {f}
                    </li>
                  ))}
                </ul>
              )}
              {p.button_text && p.button_url && (
                <ButtonLink to={p.button_url} tone={p.highlighted ? 'primary' : 'outline'} css={{ marginTop: 'auto' }}>
                  {p.button_text}
                </ButtonLink>
              )}
            </article>
          </li>
          );
        })}
      </ul>
      {data.vat_note && <p css={(theme) => ({ margin: '1.5rem 0 0', textAlign: 'center', fontSize: '0.9rem', color: theme.color.textMuted })}>{data.vat_note}</p>}
    </Section>
  );
}
