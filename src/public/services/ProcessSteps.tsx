/** The fixed four-step way of working shown on the services pages. */
import { BarChart3, Lightbulb, Rocket, Search } from 'lucide-react';

const STEPS = [
  { icon: Search, title: 'Keşif ve Analiz', text: 'Markanızı, hedef kitlenizi ve rakiplerinizi inceleyerek başlıyoruz.' },
  { icon: Lightbulb, title: 'Strateji ve Planlama', text: 'Hedeflerinize uygun, ölçülebilir bir yol haritası hazırlıyoruz.' },
  { icon: Rocket, title: 'Uygulama', text: 'Tasarım, içerik ve teknik işleri planlanan takvimde hayata geçiriyoruz.' },
  { icon: BarChart3, title: 'Ölçüm ve Optimizasyon', text: 'Sonuçları düzenli raporluyor, verilere göre sürekli iyileştiriyoruz.' },
];

export function ProcessSteps({ headingLevel = 2 }: { headingLevel?: 2 | 3 }) {
  const H = headingLevel === 2 ? 'h2' : 'h3';
  const Step = headingLevel === 2 ? 'h3' : 'h4';
  return (
    <div>
      <H css={{ fontSize: 'clamp(1.5rem, 3.5vw, 2rem)', textAlign: 'center', margin: '0 0 2rem' }}>Çalışma Sürecimiz</H>
      <ol css={(theme) => ({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: '1.25rem', gridTemplateColumns: '1fr', [theme.mq.md]: { gridTemplateColumns: 'repeat(2, 1fr)' }, [theme.mq.lg]: { gridTemplateColumns: 'repeat(4, 1fr)' } })}>
        {STEPS.map(({ icon: Icon, title, text }, i) => (
          <li key={title} css={(theme) => ({ padding: '1.4rem', borderRadius: theme.radius.lg, background: '#fff', border: `1px solid ${theme.color.border}` })}>
            <div css={{ display: 'flex', alignItems: 'center', gap: '0.7rem', marginBottom: '0.6rem' }}>
              <span css={(theme) => ({ width: 34, height: 34, borderRadius: '50%', display: 'inline-flex', alignItems: 'center', justifyContent: 'center', background: theme.color.strong, color: theme.color.onPrimary, fontWeight: 800 })}>{i + 1}</span>
              <Icon size={22} aria-hidden css={(theme) => ({ color: theme.color.primaryDark })} />
            </div>
            <Step css={{ margin: '0 0 0.3rem', fontSize: '1.05rem' }}>{title}</Step>
            <p css={(theme) => ({ margin: 0, color: theme.color.textMuted, fontSize: '0.95rem' })}>{text}</p>
          </li>
        ))}
      </ol>
    </div>
  );
}
