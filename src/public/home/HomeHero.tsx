/** The home hero from block home-hero: HTML title (sanitized), subtitle, call to action, video link. */
import { PlayCircle } from 'lucide-react';
import type { HomeHeroContent } from '../../../schema/content-blocks.ts';
import { brandVar } from '../../lib/brand-theme.ts';
import { safeHref } from '../../lib/safe-url.ts';
import { useSite } from '../site-context.tsx';
import { ButtonLink } from '../ui/ButtonLink.tsx';
import { Container } from '../ui/Container.tsx';
import { Html } from '../ui/Html.tsx';
import { IMAGE_SIZES } from '../ui/image-sizes.ts';
import { ResponsiveImage } from '../ui/ResponsiveImage.tsx';

const DEFAULTS = {
  title: 'Markanızı <span>dijitalde</span> büyütüyoruz',
  subtitle: 'Strateji, tasarım ve teknolojiyi bir araya getirerek markanızın dijitalde görünür ve ölçülebilir biçimde büyümesini sağlıyoruz.',
  cta_text: 'Ücretsiz Teklif Alın',
  cta_url: '/contact',
};

export function HomeHero({ content }: { content: HomeHeroContent | undefined }) {
  const { media } = useSite();
  const c = { ...DEFAULTS, ...Object.fromEntries(Object.entries(content ?? {}).filter(([, v]) => v)) } as HomeHeroContent & typeof DEFAULTS;
  const background = media(c.background_image);
  const video = safeHref(c.video_url);
  return (
    <section aria-label="Tanıtım" css={{ position: 'relative', overflow: 'hidden', background: `linear-gradient(135deg, ${brandVar('--brand-hero-start')} 0%, ${brandVar('--brand-hero-mid')} 55%, ${brandVar('--brand-hero-end')} 100%)`, color: '#fff' }}>
      {background && (
        <ResponsiveImage src={background} alt="" priority width={1600} height={900} sizes={IMAGE_SIZES.full} css={{ position: 'absolute', inset: 0, width: '100%', height: '100%', opacity: 0.28 }} />
      )}
      <Container css={{ position: 'relative', padding: 'clamp(4rem, 10vw, 7.5rem) 1.25rem' }}>
        <div css={{ maxWidth: '48rem' }}>
          <Html
            as="h1"
            html={c.title}
            css={{ fontSize: 'clamp(2.2rem, 6vw, 3.8rem)', lineHeight: 1.1, margin: '0 0 1.2rem', letterSpacing: '-0.02em', span: { color: brandVar('--brand-hero-accent') } }}
          />
          <p css={{ fontSize: 'clamp(1.05rem, 2.4vw, 1.25rem)', color: brandVar('--brand-hero-soft'), margin: '0 0 2rem', maxWidth: '40rem' }}>{c.subtitle}</p>
          <div css={{ display: 'flex', flexWrap: 'wrap', gap: '0.9rem', alignItems: 'center' }}>
            <ButtonLink to={c.cta_url} tone="light">
              {c.cta_text}
            </ButtonLink>
            {video && (
              <a href={video} css={{ display: 'inline-flex', alignItems: 'center', gap: '0.5rem', color: '#fff', fontWeight: 600, textDecoration: 'none', padding: '0.8rem 0.4rem' }}>
                <PlayCircle size={22} aria-hidden /> Çalışmalarımızı İzleyin
              </a>
            )}
          </div>
        </div>
      </Container>
    </section>
  );
}
