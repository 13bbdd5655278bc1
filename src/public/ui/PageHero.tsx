/** The green band at the top of inner pages: the page's h1, an intro and optional extras. */
import type { ReactNode } from 'react';
import { Container } from './Container.tsx';

export function PageHero({ title, subtitle, children }: { title: ReactNode; subtitle?: ReactNode; children?: ReactNode }) {
  return (
    <section css={{ background: 'linear-gradient(135deg, #022c22, #065f46)', color: '#fff', padding: 'clamp(3rem, 8vw, 5rem) 0' }}>
      <Container>
        <h1 css={{ fontSize: 'clamp(2rem, 5vw, 3rem)', margin: '0 0 0.8rem', maxWidth: '50rem' }}>{title}</h1>
        {subtitle && <p css={{ margin: 0, color: '#d1fae5', fontSize: '1.15rem', maxWidth: '46rem' }}>{subtitle}</p>}
        {children}
      </Container>
    </section>
  );
}
