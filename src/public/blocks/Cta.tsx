/** Block cta: a coloured band with a title (highlighted words), subtitle and one or two buttons. */
import type { BlockDataByType } from '../../../generated/blocks.ts';
import { brandVar } from '../../lib/brand-theme.ts';
import { highlightedWords } from '../block-list/highlight.tsx';
import { ButtonLink } from '../ui/ButtonLink.tsx';
import { Container } from '../ui/Container.tsx';

export default function Cta({ data }: { data: BlockDataByType['cta'] }) {
  return (
    <section css={{ padding: '3rem 0' }}>
      <Container>
        <div css={{ borderRadius: 24, padding: 'clamp(2rem, 6vw, 4rem)', color: '#fff', background: `linear-gradient(135deg, ${brandVar('--brand-hero-end')}, ${brandVar('--brand-hero-mid')} 60%, ${brandVar('--brand-hero-start')})`, textAlign: 'center' }}>
          <h2 css={{ fontSize: 'clamp(1.7rem, 4.5vw, 2.6rem)', margin: '0 0 1rem', span: { color: brandVar('--brand-hero-accent') } }}>{highlightedWords(data.title)}</h2>
          {data.subtitle && <p css={{ margin: '0 auto 2rem', maxWidth: '40rem', color: brandVar('--brand-hero-soft'), fontSize: '1.1rem' }}>{data.subtitle}</p>}
          <div css={{ display: 'flex', flexWrap: 'wrap', gap: '0.8rem', justifyContent: 'center' }}>
            <ButtonLink to={data.button_url} tone="light">
              {data.button_text}
            </ButtonLink>
            {data.secondary_text && data.secondary_url && (
              <ButtonLink to={data.secondary_url} tone="outline" css={{ color: '#fff', borderColor: '#fff', '&:hover': { background: 'rgb(255 255 255 / 0.1)' } }}>
                {data.secondary_text}
              </ButtonLink>
            )}
          </div>
        </div>
      </Container>
    </section>
  );
}
