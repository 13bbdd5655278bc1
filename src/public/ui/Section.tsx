/** A page section with an optional eyebrow, heading and intro, centred in the content column. */
import { useId, type ReactNode } from 'react';
import { Container } from './Container.tsx';

interface SectionProps {
  id?: string;
  eyebrow?: string;
  title?: ReactNode;
  intro?: ReactNode;
  tone?: 'plain' | 'tint';
  children: ReactNode;
  className?: string;
}

export function Section({ id, eyebrow, title, intro, tone = 'plain', children, className }: SectionProps) {
  // A section names itself by its heading, with or without an anchor of its own (a block's
  // anchor sits on the block's wrapper, PageBlocks.tsx).
  const ownId = useId();
  const headingId = id ? `${id}-title` : `section-${ownId.replace(/[^a-zA-Z0-9_-]/g, '')}`;
  return (
    <section id={id} aria-labelledby={title ? headingId : undefined} className={className} css={(theme) => ({ padding: '4rem 0', background: tone === 'tint' ? theme.color.surface : undefined })}>
      <Container>
        {(eyebrow || title || intro) && (
          <header css={{ textAlign: 'center', maxWidth: '46rem', margin: '0 auto 2.5rem' }}>
            {eyebrow && <p css={(theme) => ({ margin: 0, color: theme.color.primaryDark, fontWeight: 700, letterSpacing: '0.08em', textTransform: 'uppercase', fontSize: '0.8rem' })}>{eyebrow}</p>}
            {title && (
              <h2 id={headingId} css={{ fontSize: 'clamp(1.6rem, 4vw, 2.3rem)', margin: '0.4rem 0 0.8rem' }}>
                {title}
              </h2>
            )}
            {intro && <p css={(theme) => ({ margin: 0, color: theme.color.textMuted, fontSize: '1.05rem' })}>{intro}</p>}
          </header>
        )}
        {children}
      </Container>
    </section>
  );
}
