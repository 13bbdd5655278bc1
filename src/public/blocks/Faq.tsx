/** Block faq: questions staff write; each opens its answer with <details>, so the block needs no JavaScript. */
import type { BlockDataByType } from '../../../generated/blocks.ts';
import { Container } from '../ui/Container.tsx';

export default function Faq({ data }: { data: BlockDataByType['faq'] }) {
  return (
    <section css={{ padding: '3rem 0' }}>
      <Container css={{ maxWidth: '52rem' }}>
        {data.title && <h2 css={{ fontSize: 'clamp(1.6rem, 4vw, 2.3rem)', margin: '0 0 1.5rem', textAlign: 'center' }}>{data.title}</h2>}
        <div css={{ display: 'grid', gap: '0.75rem' }}>
          {data.items.map((item, i) => (
            <details key={i} css={(theme) => ({ border: `1px solid ${theme.color.border}`, borderRadius: theme.radius.md, padding: '1rem 1.25rem', background: theme.color.surface })}>
              <summary css={{ cursor: 'pointer', fontWeight: 700, fontSize: '1.05rem' }}>{item.question}</summary>
              {item.answer.split(/\n\s*\n/).map((paragraph, j) => (
                <p key={j} css={(theme) => ({ margin: '0.75rem 0 0', color: theme.color.textMuted, lineHeight: 1.7, whiteSpace: 'pre-line' })}>
                  {paragraph}
                </p>
              ))}
            </details>
          ))}
        </div>
      </Container>
    </section>
  );
}
