/** The closing call to action from block main-cta, with its defaults and three fixed notes. */
import { Award, Clock, ShieldCheck } from 'lucide-react';
import type { MainCtaContent } from '../../../schema/content-blocks.ts';
import { brandVar } from '../../lib/brand-theme.ts';
import { CtaBand, ctaTitleCss } from '../ui/CtaBand.tsx';
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
    <CtaBand label="Bize ulaşın" title={<Html as="h2" html={title} css={ctaTitleCss} />} subtitle={subtitle} primary={primary} secondary={secondary}>
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
    </CtaBand>
  );
}
