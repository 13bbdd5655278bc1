/**
 * Block image-text: a picture (its size reserved: no layout shift) beside a title and paragraphs;
 * without a picture, the text alone. Look 'columns' (default): equal columns, a 4:3 picture.
 * Look 'story': About's former story layout, a wider text column (1.1:1), the picture in its own
 * proportions with a shadow, and the text first on narrow screens when the picture is on the right.
 */
import type { BlockData } from '../block-list/block-data.ts';
import { useSite } from '../site-context.tsx';
import { Container } from '../ui/Container.tsx';
import { IMAGE_SIZES } from '../ui/image-sizes.ts';
import { ResponsiveImage } from '../ui/ResponsiveImage.tsx';

export default function ImageText({ data, first }: { data: BlockData<'image-text'>; first: boolean }) {
  const { media } = useSite();
  const image = media(data.image);
  const right = data.image_side === 'right';
  if (data.look === 'story') return <Story data={data} image={image} right={right} first={first} />;
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
          {paragraphs(data.text).map((paragraph, i) => (
            <p key={i} css={(theme) => ({ margin: '0 0 1rem', color: theme.color.textMuted, lineHeight: 1.8, whiteSpace: 'pre-line' })}>
              {paragraph}
            </p>
          ))}
        </div>
      </Container>
    </section>
  );
}

/** The text's paragraphs (none while it is empty). */
function paragraphs(text: string | null | undefined): string[] {
  return text ? text.split(/\n\s*\n/) : [];
}

/** The look 'story': the spacing, sizes and order of About's story before it became a block. */
function Story({ data, image, right, first }: { data: BlockData<'image-text'>; image: string | undefined; right: boolean; first: boolean }) {
  const picture = image && (
    <ResponsiveImage
      src={image}
      alt={data.image_alt ?? ''}
      priority={first}
      width={900}
      height={600}
      sizes={IMAGE_SIZES.half}
      css={(theme) => ({ width: '100%', height: 'auto', borderRadius: theme.radius.lg, boxShadow: theme.shadow.md })}
    />
  );
  return (
    <section css={{ padding: '4rem 0' }}>
      <Container css={(theme) => ({ display: 'grid', gap: '2.5rem', alignItems: 'center', [theme.mq.lg]: { gridTemplateColumns: !image ? '1fr' : right ? '1.1fr 1fr' : '1fr 1.1fr' } })}>
        {!right && picture}
        <div>
          {data.title && <h2 css={{ fontSize: 'clamp(1.6rem, 4vw, 2.2rem)', marginTop: 0 }}>{data.title}</h2>}
          {paragraphs(data.text).map((paragraph, i) => (
            <p key={i} css={(theme) => ({ color: theme.color.textMuted, fontSize: '1.05rem', whiteSpace: 'pre-line' })}>
              {paragraph}
            </p>
          ))}
        </div>
        {right && picture}
      </Container>
    </section>
  );
}
