/** Block logos: client or partner logos in a grey row (in colour on hover), each a link when it has one. */
import { Link } from 'react-router-dom';
import { listOf, type BlockData } from '../block-list/block-data.ts';
import { isExternalHref, safeHref } from '../../lib/safe-url.ts';
import { useSite } from '../site-context.tsx';
import { Container } from '../ui/Container.tsx';
import { ResponsiveImage } from '../ui/ResponsiveImage.tsx';

export default function Logos({ data }: { data: BlockData<'logos'> }) {
  const { media, meta } = useSite();
  return (
    <section css={{ padding: '3rem 0' }}>
      <Container>
        {data.title && <h2 css={(theme) => ({ fontSize: '1.1rem', margin: '0 0 1.5rem', textAlign: 'center', color: theme.color.textMuted, fontWeight: 600 })}>{data.title}</h2>}
        <ul
          css={{
            listStyle: 'none',
            margin: 0,
            padding: 0,
            display: 'flex',
            flexWrap: 'wrap',
            justifyContent: 'center',
            alignItems: 'center',
            gap: '1.5rem 2.5rem',
            // Logos keep their whole shape in the reserved box (the image's own rule crops).
            '& img': { objectFit: 'contain', filter: 'grayscale(1)', opacity: 0.7, transition: 'filter 0.15s, opacity 0.15s' },
            '& li:hover img, & a:focus-visible img': { filter: 'none', opacity: 1 },
          }}
        >
          {listOf(data.items).map((item, i) => {
            const src = media(item.image);
            if (!src) return null;
            const image = <ResponsiveImage src={src} alt={item.name ?? ''} width={160} height={80} css={{ display: 'block' }} />;
            const href = safeHref(item.url);
            return (
              <li key={`${i}-${src}`}>
                {!href ? (
                  image
                ) : isExternalHref(href, meta.origin) ? (
                  <a href={href} target="_blank" rel="noopener noreferrer">
                    {image}
                  </a>
                ) : (
                  <Link to={href}>{image}</Link>
                )}
              </li>
            );
          })}
        </ul>
      </Container>
    </section>
  );
}
