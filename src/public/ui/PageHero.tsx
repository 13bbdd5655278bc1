/** The brand-coloured band at the top of inner pages: the page's h1, an intro and optional extras. */
import type { ReactNode } from 'react';
import { HERO_BAND, HERO_SOFT_TEXT } from '../theme/hero-colors.ts';
import { Container } from './Container.tsx';

export function PageHero({ title, subtitle, children }: { title: ReactNode; subtitle?: ReactNode; children?: ReactNode }) {
  return (
    <section css={{ background: HERO_BAND, color: '#fff', padding: 'clamp(3rem, 8vw, 5rem) 0' }}>
      <Container>
        <h1 css={{ fontSize: 'clamp(2rem, 5vw, 3rem)', margin: '0 0 0.8rem', maxWidth: '50rem' }}>{title}</h1>
        {subtitle && <p css={{ margin: 0, color: HERO_SOFT_TEXT, fontSize: '1.15rem', maxWidth: '46rem' }}>{subtitle}</p>}
        {children}
      </Container>
    </section>
  );
}
