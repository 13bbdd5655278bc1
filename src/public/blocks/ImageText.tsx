/** Block image-text: a picture (its size reserved: no layout shift) beside a title and paragraphs; without a picture, the text alone. */
import type { BlockDataByType } from '../../../generated/blocks.ts';
import { useSite } from '../site-context.tsx';
import { Container } from '../ui/Container.tsx';
import { IMAGE_SIZES } from '../ui/image-sizes.ts';
import { ResponsiveImage } from '../ui/ResponsiveImage.tsx';

export default function ImageText({ data, first }: { data: BlockDataByType['image-text']; first: boolean }) {
  const { media } = useSite();
  const image = media(data.image);
  const right = data.image_side === 'right';
  return (
    <section css={{ padding: '3rem 0' }}>
      <Container css={{ display: 'grid', gap: '2rem', alignItems: 'center', '@media (min-width: 1024px)': { gridTemplateColumns: image ? '1fr 1fr' : '1fr' } }}>
        {image && (
          <ResponsiveImage
            src={image}
            alt={data.image_alt ?? ''}
            priority={first}
            width={560}
            height={420}
            sizes={IMAGE_SIZES.half}
            css={(theme) => ({ width: '100%', height: 'auto', aspectRatio: '4 / 3', objectFit: 'cover', borderRadius: theme.radius.lg, '@media (min-width: 1024px)': { order: right ? 2 : 0 } })}
          />
        )}
        <div>
          {data.title && <h2 css={{ fontSize: 'clamp(1.5rem, 3.5vw, 2.1rem)', margin: '0 0 1rem' }}>{data.title}</h2>}
          {data.text.split(/\n\s*\n/).map((paragraph, i) => (
            <p key={i} css={(theme) => ({ margin: '0 0 1rem', color: theme.color.textMuted, lineHeight: 1.8, whiteSpace: 'pre-line' })}>
              {paragraph}
            </p>
          ))}
        </div>
      </Container>
    </section>
  );
}
