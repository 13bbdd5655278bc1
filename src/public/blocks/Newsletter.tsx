/** Block newsletter: the site's sign-up form (with its consent text) on a light card under a title. */
import type { BlockData } from '../block-list/block-data.ts';
import { NewsletterFormIsland } from '../islands/parts.tsx';
import { Container } from '../ui/Container.tsx';

export default function Newsletter({ data }: { data: BlockData<'newsletter'> }) {
  return (
    <section css={{ padding: '3rem 0' }}>
      <Container css={{ maxWidth: '40rem' }}>
        <div css={(theme) => ({ padding: '2rem', borderRadius: theme.radius.lg, background: theme.color.surface, border: `1px solid ${theme.color.border}`, textAlign: 'center' })}>
          {data.title && <h2 css={{ fontSize: 'clamp(1.4rem, 3.5vw, 1.9rem)', margin: '0 0 0.6rem' }}>{data.title}</h2>}
          {data.text && <p css={(theme) => ({ margin: '0 0 1.25rem', color: theme.color.textMuted })}>{data.text}</p>}
          <div css={{ textAlign: 'left' }}>
            <NewsletterFormIsland source="page" tone="light" buttonLabel={data.button_text || undefined} />
          </div>
        </div>
      </Container>
    </section>
  );
}
