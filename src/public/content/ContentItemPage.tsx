/** The default item page of a declared content type: a hero image, the title and lead, the sanitized rich text, related items. */
import { PUBLIC_PAGES, type PublicPagesTable } from '../../../generated/public-pages.ts';
import { ContentCard } from '../cards/ContentCard.tsx';
import type { ContentItemData } from '../routes/content-loaders.ts';
import type { PageProps } from '../routes/route.ts';
import { columnText } from '../seo/content-meta.ts';
import { useSite } from '../site-context.tsx';
import { CardGrid } from '../ui/CardGrid.tsx';
import { Container } from '../ui/Container.tsx';
import { Html } from '../ui/Html.tsx';
import { IMAGE_SIZES } from '../ui/image-sizes.ts';
import { NotFoundBlock } from '../ui/NotFoundBlock.tsx';
import { PageHero } from '../ui/PageHero.tsx';
import { ResponsiveImage } from '../ui/ResponsiveImage.tsx';
import { Section } from '../ui/Section.tsx';

export default function ContentItemPage({ data }: PageProps<ContentItemData<PublicPagesTable>>) {
  const { media } = useSite();
  const d = PUBLIC_PAGES[data.table];
  if (!data.item) return <NotFoundBlock message={d.detail.notFound} backTo={d.base} backLabel={`${d.list.title} sayfasına dön`} />;
  const row: Record<string, unknown> = data.item;
  const title = columnText(row, d.meta.title);
  const imageUrl = 'image' in d.detail ? columnText(row, d.detail.image) : '';
  const image = media(imageUrl || null);
  return (
    <>
      <PageHero title={title} subtitle={'summary' in d.detail ? columnText(row, d.detail.summary) : undefined} />
      <Container css={{ padding: '3rem 1.25rem', maxWidth: '52rem' }}>
        {image && <ResponsiveImage src={image} alt={data.alts[imageUrl] || title} width={1200} height={630} sizes={IMAGE_SIZES.article} priority css={(theme) => ({ width: '100%', height: 'auto', display: 'block', borderRadius: theme.radius.lg, marginBottom: '2rem' })} />}
        {'body' in d.detail && <Html html={columnText(row, d.detail.body)} css={{ fontSize: '1.05rem', 'h2, h3': { marginTop: '1.6rem' } }} />}
      </Container>
      {'related' in d.detail && data.related.length > 0 && (
        <Section title={d.detail.related.title} tone="tint">
          <CardGrid>
            {data.related.map((r) => (
              <li key={r.id}>
                <ContentCard table={data.table} row={r} />
              </li>
            ))}
          </CardGrid>
        </Section>
      )}
    </>
  );
}
