/**
 * The big green band that opens the home page and a page's hero block: brand gradient, an
 * optional faint background picture, and the title, subtitle and buttons the caller puts in
 * (styled with heroTitleCss / heroSubtitleCss).
 */
import type { ReactNode } from 'react';
import { brandVar } from '../../lib/brand-theme.ts';
import { Container } from './Container.tsx';
import { IMAGE_SIZES } from './image-sizes.ts';
import { ResponsiveImage } from './ResponsiveImage.tsx';

export const heroTitleCss = { fontSize: 'clamp(2.2rem, 6vw, 3.8rem)', lineHeight: 1.1, margin: '0 0 1.2rem', letterSpacing: '-0.02em', span: { color: brandVar('--brand-hero-accent') } };
export const heroSubtitleCss = { fontSize: 'clamp(1.05rem, 2.4vw, 1.25rem)', color: brandVar('--brand-hero-soft'), margin: '0 0 2rem', maxWidth: '40rem' };

interface HeroBandProps {
  /** The section's name for screen readers, when it has no heading of its own to go by. */
  label?: string;
  /** Public URL of the background picture. */
  background?: string | null;
  /** At the top of the page: its picture is the LCP, loaded first. */
  priority: boolean;
  children: ReactNode;
}

export function HeroBand({ label, background, priority, children }: HeroBandProps) {
  return (
    <section aria-label={label} css={{ position: 'relative', overflow: 'hidden', background: `linear-gradient(135deg, ${brandVar('--brand-hero-start')} 0%, ${brandVar('--brand-hero-mid')} 55%, ${brandVar('--brand-hero-end')} 100%)`, color: '#fff' }}>
      {background && (
        <ResponsiveImage src={background} alt="" priority={priority} width={1600} height={900} sizes={IMAGE_SIZES.full} css={{ position: 'absolute', inset: 0, width: '100%', height: '100%', opacity: 0.28 }} />
      )}
      <Container css={{ position: 'relative', padding: 'clamp(4rem, 10vw, 7.5rem) 1.25rem' }}>
        <div css={{ maxWidth: '48rem' }}>{children}</div>
      </Container>
    </section>
  );
}
