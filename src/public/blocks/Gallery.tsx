/** Block gallery: the pictures in a grid (two columns on phones, three on tablets, four from 1024px), each 4:3 with its size reserved. */
import { listOf, type BlockData } from '../block-list/block-data.ts';
import { useSite } from '../site-context.tsx';
import { Container } from '../ui/Container.tsx';
import { ResponsiveImage } from '../ui/ResponsiveImage.tsx';

/** Matches the grid's columns in the 1200px container. */
const GALLERY_SIZES = '(min-width: 1024px) 290px, (min-width: 768px) 33vw, 50vw';

export default function Gallery({ data, first }: { data: BlockData<'gallery'>; first: boolean }) {
  const { media } = useSite();
  return (
    <section css={{ padding: '3rem 0' }}>
      <Container>
        {data.title && <h2 css={{ fontSize: 'clamp(1.6rem, 4vw, 2.3rem)', margin: '0 0 1.5rem', textAlign: 'center' }}>{data.title}</h2>}
        <ul css={(theme) => ({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: '0.75rem', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', [theme.mq.md]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' }, [theme.mq.lg]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' } })}>
          {listOf(data.images).map((img, i) => {
            const src = media(img.image);
            return src ? (
              <li key={`${i}-${src}`}>
                <ResponsiveImage src={src} alt={img.alt ?? ''} width={400} height={300} sizes={GALLERY_SIZES} priority={first && i === 0} css={(theme) => ({ display: 'block', width: '100%', height: 'auto', borderRadius: theme.radius.md })} />
              </li>
            ) : null;
          })}
        </ul>
      </Container>
    </section>
  );
}
