/** Block hero: the home page's band (ui/HeroBand.tsx) with a title (highlighted words in the accent colour), subtitle, a button and a second link with a play icon. */
import { PlayCircle } from 'lucide-react';
import { safeHref } from '../../lib/safe-url.ts';
import type { BlockData } from '../block-list/block-data.ts';
import { highlightedWords } from '../block-list/highlight.tsx';
import { useSite } from '../site-context.tsx';
import { ButtonLink } from '../ui/ButtonLink.tsx';
import { HeroBand, heroSubtitleCss, heroTitleCss } from '../ui/HeroBand.tsx';

export default function Hero({ data, first }: { data: BlockData<'hero'>; first: boolean }) {
  const { media } = useSite();
  // First on the page, the hero is its title band (providesTitle in schema/blocks/hero.ts: CmsPage draws none above it), so its title is the h1 and its picture the LCP.
  const Heading = first ? 'h1' : 'h2';
  const second = safeHref(data.video_url);
  const button = data.button_text && data.button_url && (
    <ButtonLink to={data.button_url} tone="light">
      {data.button_text}
    </ButtonLink>
  );
  return (
    <HeroBand label="Tanıtım" background={media(data.background_image)} priority={first}>
      {data.title && <Heading css={heroTitleCss}>{highlightedWords(data.title)}</Heading>}
      {data.subtitle && <p css={heroSubtitleCss}>{data.subtitle}</p>}
      {second ? (
        // With a second link the two sit side by side (the home page's hero); without it the button stands alone as before.
        <div css={{ display: 'flex', flexWrap: 'wrap', gap: '0.9rem', alignItems: 'center' }}>
          {button}
          <a href={second} css={{ display: 'inline-flex', alignItems: 'center', gap: '0.5rem', color: '#fff', fontWeight: 600, textDecoration: 'none', padding: '0.8rem 0.4rem' }}>
            <PlayCircle size={22} aria-hidden /> {data.video_text || 'Çalışmalarımızı İzleyin'}
          </a>
        </div>
      ) : (
        button
      )}
    </HeroBand>
  );
}
