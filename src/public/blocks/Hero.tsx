/** Block hero: a large title (highlighted words in the accent colour), subtitle, a button and an optional background image. */
import type { BlockDataByType } from '../../../generated/blocks.ts';
import { brandVar } from '../../lib/brand-theme.ts';
import { highlightedWords } from '../block-list/highlight.tsx';
import { useSite } from '../site-context.tsx';
import { ButtonLink } from '../ui/ButtonLink.tsx';
import { Container } from '../ui/Container.tsx';
import { IMAGE_SIZES } from '../ui/image-sizes.ts';
import { ResponsiveImage } from '../ui/ResponsiveImage.tsx';

export default function Hero({ data, first }: { data: BlockDataByType['hero']; first: boolean }) {
  const { media } = useSite();
  const background = media(data.background_image);
  // The first block of a page is its top: its title is the page's h1 and its image the LCP.
  const Heading = first ? 'h1' : 'h2';
  return (
    <section css={{ position: 'relative', overflow: 'hidden', background: `linear-gradient(135deg, ${brandVar('--brand-hero-start')} 0%, ${brandVar('--brand-hero-mid')} 55%, ${brandVar('--brand-hero-end')} 100%)`, color: '#fff' }}>
      {background && (
        <ResponsiveImage src={background} alt="" priority={first} width={1600} height={900} sizes={IMAGE_SIZES.full} css={{ position: 'absolute', inset: 0, width: '100%', height: '100%', opacity: 0.28 }} />
      )}
      <Container css={{ position: 'relative', padding: 'clamp(4rem, 10vw, 7.5rem) 1.25rem' }}>
        <div css={{ maxWidth: '48rem' }}>
          <Heading css={{ fontSize: 'clamp(2.2rem, 6vw, 3.8rem)', lineHeight: 1.1, margin: '0 0 1.2rem', letterSpacing: '-0.02em', span: { color: brandVar('--brand-hero-accent') } }}>{highlightedWords(data.title)}</Heading>
          {data.subtitle && <p css={{ fontSize: 'clamp(1.05rem, 2.4vw, 1.25rem)', color: brandVar('--brand-hero-soft'), margin: '0 0 2rem', maxWidth: '40rem' }}>{data.subtitle}</p>}
          {data.button_text && data.button_url && (
            <ButtonLink to={data.button_url} tone="light">
              {data.button_text}
            </ButtonLink>
          )}
        </div>
      </Container>
    </section>
  );
}
