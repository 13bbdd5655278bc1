/**
 * The rounded gradient band that asks the visitor to act (the home page's closing call to
 * action and the cta block): a title the caller renders (styled with ctaTitleCss), a subtitle,
 * one or two buttons, then anything else the caller adds. A part not given is left out.
 */
import type { ReactNode } from 'react';
import { brandVar } from '../../lib/brand-theme.ts';
import { ButtonLink } from './ButtonLink.tsx';
import { Container } from './Container.tsx';
import type { CtaLink } from './CtaBox.tsx';

export const ctaTitleCss = { fontSize: 'clamp(1.7rem, 4.5vw, 2.6rem)', margin: '0 0 1rem', span: { color: brandVar('--brand-hero-accent') } };

interface CtaBandProps {
  /** The section's name for screen readers. */
  label?: string;
  title: ReactNode;
  subtitle?: string;
  primary?: CtaLink;
  secondary?: CtaLink;
  children?: ReactNode;
}

export function CtaBand({ label, title, subtitle, primary, secondary, children }: CtaBandProps) {
  return (
    <section aria-label={label} css={{ padding: '4rem 0' }}>
      <Container>
        <div css={{ borderRadius: 24, padding: 'clamp(2rem, 6vw, 4rem)', color: '#fff', background: `linear-gradient(135deg, ${brandVar('--brand-hero-end')}, ${brandVar('--brand-hero-mid')} 60%, ${brandVar('--brand-hero-start')})`, textAlign: 'center' }}>
          {title}
          {subtitle && <p css={{ margin: '0 auto 2rem', maxWidth: '40rem', color: brandVar('--brand-hero-soft'), fontSize: '1.1rem' }}>{subtitle}</p>}
          {(primary || secondary) && (
            <div css={{ display: 'flex', flexWrap: 'wrap', gap: '0.8rem', justifyContent: 'center' }}>
              {primary && (
                <ButtonLink to={primary.url} tone="light">
                  {primary.text}
                </ButtonLink>
              )}
              {secondary && (
                <ButtonLink to={secondary.url} tone="outline" css={{ color: '#fff', borderColor: '#fff', '&:hover': { background: 'rgb(255 255 255 / 0.1)' } }}>
                  {secondary.text}
                </ButtonLink>
              )}
            </div>
          )}
          {children}
        </div>
      </Container>
    </section>
  );
}
