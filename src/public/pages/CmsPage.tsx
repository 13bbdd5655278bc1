/**
 * A page managed in the CMS at /{slug}: title, excerpt, image and HTML content; a page built
 * from blocks shows its blocks instead (its title band too when it starts with a hero), then
 * its HTML content if it still has some.
 */
import type { PageBlockEntry } from '../../../generated/blocks.ts';
import { PageBlocks, visibleBlocks } from '../block-list/PageBlocks.tsx';
import type { CmsPageData } from '../routes/loaders.ts';
import type { PageProps } from '../routes/route.ts';
import { useSite } from '../site-context.tsx';
import { Container } from '../ui/Container.tsx';
import { ProseHtml } from '../ui/ProseHtml.tsx';
import { PageHero } from '../ui/PageHero.tsx';
import { IMAGE_SIZES } from '../ui/image-sizes.ts';
import { ResponsiveImage } from '../ui/ResponsiveImage.tsx';
import { altText } from '../ui/alt-text.ts';
import NotFoundPage from './NotFoundPage.tsx';

export default function CmsPage({ data }: PageProps<CmsPageData>) {
  const site = useSite();
  const p = data.page;
  // An unknown one-segment URL is a typo like any other: the designed 404 page.
  if (!p) return <NotFoundPage />;
  const image = site.media(p.featured_image);
  const fullWidth = p.template === 'full-width' || p.template === 'landing';
  const blocks = visibleBlocks(p.blocks as PageBlockEntry[] | null);
  if (blocks.length > 0) {
    return (
      <>
        {blocks[0]!.type !== 'hero' && <PageHero title={p.title} subtitle={p.excerpt} />}
        <PageBlocks blocks={blocks} />
        {p.content && (
          <Container css={{ maxWidth: fullWidth ? undefined : '52rem', padding: '2.5rem 1.25rem' }}>
            <ProseHtml html={p.content} />
          </Container>
        )}
      </>
    );
  }
  return (
    <>
      <PageHero title={p.title} subtitle={p.excerpt} />
      <Container css={{ maxWidth: fullWidth ? undefined : '52rem', padding: '2.5rem 1.25rem' }}>
        {image && <ResponsiveImage src={image} alt={altText(data.alts, p.featured_image, p.title)} priority width={1200} height={600} sizes={fullWidth ? IMAGE_SIZES.container : IMAGE_SIZES.article} css={(theme) => ({ width: '100%', height: 'auto', borderRadius: theme.radius.lg, marginBottom: '2rem' })} />}
        <ProseHtml html={p.content} />
      </Container>
    </>
  );
}
