/** The home hero from block home-hero: HTML title (sanitized), subtitle, call to action, video link. */
import { PlayCircle } from 'lucide-react';
import type { HomeHeroContent } from '../../../schema/content-blocks.ts';
import { safeHref } from '../../lib/safe-url.ts';
import { useSite } from '../site-context.tsx';
import { ButtonLink } from '../ui/ButtonLink.tsx';
import { HeroBand, heroSubtitleCss, heroTitleCss } from '../ui/HeroBand.tsx';
import { Html } from '../ui/Html.tsx';

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
    <HeroBand label="Tanıtım" background={background} priority>
      <Html as="h1" html={c.title} css={heroTitleCss} />
      <p css={heroSubtitleCss}>{c.subtitle}</p>
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
    </HeroBand>
  );
}
