/**
 * A quiet call to action: a soft box with a title, a sentence, a button and a second link (a
 * phone number gets its icon), as at the end of the FAQ page; the cta block's look 'box'. A
 * part not given is left out.
 */
import Phone from 'lucide-react/icons/phone';
import { safeHref } from '../../lib/safe-url.ts';
import { highlightedWords } from '../block-list/highlight.tsx';
import { ButtonLink } from './ButtonLink.tsx';
import { Container } from './Container.tsx';

/** A button of a call to action. */
export interface CtaLink {
  text: string;
  url: string;
}

interface CtaBoxProps {
  title?: string;
  subtitle?: string;
  primary?: CtaLink;
  secondary?: CtaLink;
}

export function CtaBox({ title, subtitle, primary, secondary }: CtaBoxProps) {
  const href = secondary && safeHref(secondary.url);
  return (
    // Space above as a margin: after a list of questions (FAQ page) it merges with theirs, as before blocks.
    <Container css={{ maxWidth: '56rem', padding: '0 1.25rem 3rem', marginTop: '1.5rem' }}>
      <section css={(theme) => ({ padding: '2rem', borderRadius: theme.radius.lg, background: theme.color.surfaceAlt, textAlign: 'center' })}>
        {title && <h2 css={{ margin: '0 0 0.5rem', fontSize: '1.4rem' }}>{highlightedWords(title)}</h2>}
        {subtitle && <p css={(theme) => ({ margin: '0 0 1.2rem', color: theme.color.textMuted })}>{subtitle}</p>}
        {(primary || href) && (
          <div css={{ display: 'flex', flexWrap: 'wrap', gap: '0.8rem', justifyContent: 'center', alignItems: 'center' }}>
            {primary && <ButtonLink to={primary.url}>{primary.text}</ButtonLink>}
            {secondary && href && (
              <a href={href} css={(theme) => ({ display: 'inline-flex', gap: '0.4rem', alignItems: 'center', fontWeight: 700, color: theme.color.primaryDark })}>
                {href.startsWith('tel:') && <Phone size={18} aria-hidden />} {secondary.text}
              </a>
            )}
          </div>
        )}
      </section>
    </Container>
  );
}
