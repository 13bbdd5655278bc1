/**
 * A page managed in the CMS at /{slug}: title, excerpt, featured image and HTML content. A page
 * built from blocks shows its blocks instead, below its title band (or its first block's, when
 * that type provides one) and featured image, then its HTML content if it still has some.
 */
import type { PageBlockEntry } from '../../../generated/blocks.ts';
import { BlockCollectionsContext } from '../block-list/BlockCollectionsContext.tsx';
import { PageBlocks, providesTitle, visibleBlocks } from '../block-list/PageBlocks.tsx';
import type { CmsPageData } from '../routes/loaders.ts';
import type { PageProps } from '../routes/route.ts';
import { useSite } from '../site-context.tsx';
import { Container } from '../ui/Container.tsx';
import { IMAGE_SIZES } from '../ui/image-sizes.ts';
import { PageHero } from '../ui/PageHero.tsx';
import { ProseHtml } from '../ui/ProseHtml.tsx';
import { ResponsiveImage } from '../ui/ResponsiveImage.tsx';
import { altText } from '../ui/alt-text.ts';
import NotFoundPage from './NotFoundPage.tsx';

export default function CmsPage({ data }: PageProps<CmsPageData>) {
  const site = useSite();
  const p = data.page;
  // An unknown one-segment URL is a typo like any other: the designed 404 page.
  if (!p) return <NotFoundPage />;
  const image = site.media(p.featured_image);
  const fullWidth = p.template === 'full-width';
  const column = { maxWidth: fullWidth ? undefined : '52rem', padding: '2.5rem 1.25rem' };
  const featured = image && (
    <ResponsiveImage src={image} alt={altText(data.alts, p.featured_image, p.title)} priority width={1200} height={600} sizes={fullWidth ? IMAGE_SIZES.container : IMAGE_SIZES.article} css={(theme) => ({ width: '100%', height: 'auto', borderRadius: theme.radius.lg, marginBottom: '2rem' })} />
  );
  const blocks = visibleBlocks(p.blocks as PageBlockEntry[] | null);
  if (blocks.length > 0) {
    // The first block shows the title band itself (a hero), or the page's own band comes first.
    const head = providesTitle(blocks[0]!.type) ? blocks.slice(0, 1) : [];
    return (
      <BlockCollectionsContext value={data.collections}>
        {head.length ? <PageBlocks blocks={head} /> : <PageHero title={p.title} subtitle={p.excerpt} />}
        {featured && <Container css={{ ...column, paddingBottom: 0 }}>{featured}</Container>}
        <PageBlocks blocks={blocks.slice(head.length)} offset={head.length} />
        {p.content && (
          <Container css={column}>
            <ProseHtml html={p.content} />
          </Container>
        )}
      </BlockCollectionsContext>
    );
  }
  return (
    <>
      <PageHero title={p.title} subtitle={p.excerpt} />
      <Container css={column}>
        {featured}
        <ProseHtml html={p.content} />
      </Container>
    </>
  );
}
