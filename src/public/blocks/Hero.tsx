/** Block hero: the home page's band (ui/HeroBand.tsx) with a title (highlighted words in the accent colour), subtitle and a button. */
import type { BlockDataByType } from '../../../generated/blocks.ts';
import { highlightedWords } from '../block-list/highlight.tsx';
import { useSite } from '../site-context.tsx';
import { ButtonLink } from '../ui/ButtonLink.tsx';
import { HeroBand, heroSubtitleCss, heroTitleCss } from '../ui/HeroBand.tsx';

export default function Hero({ data, first }: { data: BlockDataByType['hero']; first: boolean }) {
  const { media } = useSite();
  // First on the page, the hero is its title band (providesTitle in schema/blocks/hero.ts: CmsPage draws none above it), so its title is the h1 and its picture the LCP.
  const Heading = first ? 'h1' : 'h2';
  return (
    <HeroBand background={media(data.background_image)} priority={first}>
      <Heading css={heroTitleCss}>{highlightedWords(data.title)}</Heading>
      {data.subtitle && <p css={heroSubtitleCss}>{data.subtitle}</p>}
      {data.button_text && data.button_url && (
        <ButtonLink to={data.button_url} tone="light">
          {data.button_text}
        </ButtonLink>
      )}
    </HeroBand>
  );
}
