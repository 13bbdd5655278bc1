/** The closing call to action from block main-cta, with its defaults and three fixed notes. */
import { Award, Clock, ShieldCheck } from 'lucide-react';
import type { MainCtaContent } from '../../../schema/content-blocks.ts';
import { brandVar } from '../../lib/brand-theme.ts';
import { ButtonLink } from '../ui/ButtonLink.tsx';
import { Container } from '../ui/Container.tsx';
import { Html } from '../ui/Html.tsx';

const NOTES = [
  { icon: Clock, title: 'Hızlı Başlangıç', text: '24 saat içinde planlama' },
  { icon: Award, title: 'Uzman Ekip', text: '5+ yıllık deneyim' },
  { icon: ShieldCheck, title: 'Memnuniyet Garantisi', text: 'Sonuç odaklı çalışma' },
];

export function MainCta({ content }: { content: MainCtaContent | undefined }) {
  const title = content?.title || 'Markanızı <span>bir sonraki seviyeye</span> taşıyalım';
  const subtitle = content?.subtitle || 'Hedeflerinizi dinleyelim, size özel bir dijital büyüme planı hazırlayalım.';
  const primary = { text: content?.primary_button?.text || 'Ücretsiz Danışmanlık', url: content?.primary_button?.url || '/contact' };
  const secondary = { text: content?.secondary_button?.text || 'Projelerimizi İncele', url: content?.secondary_button?.url || '/projects' };
  return (
    <section aria-label="Bize ulaşın" css={{ padding: '4rem 0' }}>
      <Container>
        <div css={{ borderRadius: 24, padding: 'clamp(2rem, 6vw, 4rem)', color: '#fff', background: `linear-gradient(135deg, ${brandVar('--brand-hero-end')}, ${brandVar('--brand-hero-mid')} 60%, ${brandVar('--brand-hero-start')})`, textAlign: 'center' }}>
          <Html as="h2" html={title} css={{ fontSize: 'clamp(1.7rem, 4.5vw, 2.6rem)', margin: '0 0 1rem', span: { color: brandVar('--brand-hero-accent') } }} />
          <p css={{ margin: '0 auto 2rem', maxWidth: '40rem', color: brandVar('--brand-hero-soft'), fontSize: '1.1rem' }}>{subtitle}</p>
          <div css={{ display: 'flex', flexWrap: 'wrap', gap: '0.8rem', justifyContent: 'center' }}>
            <ButtonLink to={primary.url} tone="light">
              {primary.text}
            </ButtonLink>
            <ButtonLink to={secondary.url} tone="outline" css={{ color: '#fff', borderColor: '#fff', '&:hover': { background: 'rgb(255 255 255 / 0.1)' } }}>
              {secondary.text}
            </ButtonLink>
          </div>
          <ul css={{ listStyle: 'none', padding: 0, margin: '2.5rem 0 0', display: 'flex', flexWrap: 'wrap', justifyContent: 'center', gap: '1.5rem 2.5rem' }}>
            {NOTES.map(({ icon: Icon, title: t, text }) => (
              <li key={t} css={{ display: 'flex', alignItems: 'center', gap: '0.6rem', textAlign: 'left' }}>
                <Icon size={22} aria-hidden css={{ color: brandVar('--brand-hero-accent') }} />
                <span>
                  <strong css={{ display: 'block' }}>{t}</strong>
                  <span css={{ fontSize: '0.9rem', color: brandVar('--brand-hero-soft') }}>{text}</span>
                </span>
              </li>
            ))}
          </ul>
        </div>
      </Container>
    </section>
  );
}
