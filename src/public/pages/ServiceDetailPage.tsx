/** One service by slug: overview, HTML content, process, features, pricing, contact, others. */
import { Check, Clock } from 'lucide-react';
import { ServiceCard, ServiceIcon } from '../cards/ServiceCard.tsx';
import { ProcessSteps } from '../services/ProcessSteps.tsx';
import type { ServiceData } from '../routes/loaders.ts';
import type { PageProps } from '../routes/route.ts';
import { ButtonLink } from '../ui/ButtonLink.tsx';
import { CardGrid } from '../ui/CardGrid.tsx';
import { ContactInfoBox } from '../ui/ContactInfoBox.tsx';
import { Container } from '../ui/Container.tsx';
import { Html } from '../ui/Html.tsx';
import { NotFoundBlock } from '../ui/NotFoundBlock.tsx';
import { Section } from '../ui/Section.tsx';
import { HERO_BAND, HERO_SOFT_TEXT } from '../theme/hero-colors.ts';

export default function ServiceDetailPage({ data }: PageProps<ServiceData>) {
  const s = data.service;
  if (!s) return <NotFoundBlock message="Hizmet bulunamadı" backTo="/services" backLabel="Tüm hizmetlere dön" />;
  return (
    <>
      <section css={{ background: HERO_BAND, color: '#fff', padding: 'clamp(3rem, 8vw, 5rem) 0' }}>
        <Container css={{ display: 'flex', gap: '1.5rem', alignItems: 'flex-start', flexWrap: 'wrap' }}>
          <ServiceIcon icon={s.icon} color={s.color} size={72} />
          <div css={{ flex: '1 1 20rem' }}>
            <h1 css={{ fontSize: 'clamp(2rem, 5vw, 2.8rem)', margin: '0 0 0.7rem' }}>{s.title}</h1>
            <p css={{ margin: '0 0 1rem', color: HERO_SOFT_TEXT, fontSize: '1.15rem', maxWidth: '44rem' }}>{s.description}</p>
            <p css={{ margin: 0, display: 'flex', flexWrap: 'wrap', gap: '0.5rem 1.5rem', color: HERO_SOFT_TEXT }}>
              <strong css={{ fontSize: '1.3rem' }}>{s.price}</strong>
              <span css={{ display: 'inline-flex', alignItems: 'center', gap: '0.4rem' }}>
                <Clock size={18} aria-hidden /> 24 saat içinde çalışmaya başlıyoruz
              </span>
            </p>
          </div>
        </Container>
      </section>
      <Container css={(theme) => ({ display: 'grid', gap: '2.5rem', padding: '3.5rem 1.25rem', [theme.mq.lg]: { gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr)' } })}>
        <div>
          <Html html={s.content} css={(theme) => ({ fontSize: '1.05rem', 'h2, h3': { marginTop: '1.6rem' }, li: { marginBottom: '0.3rem' }, a: { color: theme.color.primaryDark } })} />
          {s.features.length > 0 && (
            <section aria-labelledby="features-title" css={{ marginTop: '2rem' }}>
              <h2 id="features-title" css={{ fontSize: '1.4rem' }}>Hizmet Kapsamı</h2>
              <ul css={(theme) => ({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: '0.6rem', [theme.mq.md]: { gridTemplateColumns: '1fr 1fr' } })}>
                {s.features.map((f) => (
                  <li key={f} css={{ display: 'flex', gap: '0.5rem', alignItems: 'center' }}>
                    <Check size={18} aria-hidden css={(theme) => ({ color: theme.color.primaryDark, flex: 'none' })} /> {f}
                  </li>
                ))}
              </ul>
            </section>
          )}
        </div>
        <div css={{ display: 'grid', gap: '1.25rem', alignContent: 'start' }}>
          <aside aria-label="Fiyatlandırma" css={(theme) => ({ padding: '1.6rem', borderRadius: theme.radius.lg, background: theme.color.surfaceAlt, border: `1px solid ${theme.color.border}` })}>
            <h2 css={{ margin: '0 0 0.3rem', fontSize: '1.15rem' }}>Fiyatlandırma</h2>
            <p css={(theme) => ({ margin: '0 0 0.3rem', fontSize: '1.6rem', fontWeight: 800, color: theme.color.primaryDark })}>{s.price}</p>
            <p css={(theme) => ({ margin: '0 0 1.2rem', color: theme.color.textMuted })}>Süre: {s.duration}</p>
            <ButtonLink to="/contact" css={{ width: '100%' }}>
              Teklif Al
            </ButtonLink>
          </aside>
          <ContactInfoBox />
        </div>
      </Container>
      <Section tone="tint">
        <ProcessSteps />
      </Section>
      {data.others.length > 0 && (
        <Section title="Diğer Hizmetlerimiz" id="diger-hizmetler">
          <CardGrid>
            {data.others.map((o) => (
              <li key={o.id}>
                <ServiceCard service={o} />
              </li>
            ))}
          </CardGrid>
        </Section>
      )}
    </>
  );
}
