/** "Let's talk" band at the end of list pages. */
import { ButtonLink } from './ButtonLink.tsx';
import { Container } from './Container.tsx';

export function ContactCta({ title = 'Projenizi konuşalım', text = 'İhtiyaçlarınızı dinleyelim ve size özel bir teklif hazırlayalım.' }: { title?: string; text?: string }) {
  return (
    <section aria-label={title} css={{ padding: '3rem 0 1rem' }}>
      <Container>
        <div css={(theme) => ({ display: 'flex', flexWrap: 'wrap', gap: '1.5rem', justifyContent: 'space-between', alignItems: 'center', padding: '2rem', borderRadius: theme.radius.lg, background: theme.color.surfaceAlt, border: `1px solid ${theme.color.border}` })}>
          <div>
            <h2 css={{ margin: '0 0 0.3rem', fontSize: '1.5rem' }}>{title}</h2>
            <p css={(theme) => ({ margin: 0, color: theme.color.textMuted })}>{text}</p>
          </div>
          <ButtonLink to="/contact">Bize Ulaşın</ButtonLink>
        </div>
      </Container>
    </section>
  );
}
