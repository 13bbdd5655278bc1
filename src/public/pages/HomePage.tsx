/**
 * Home: the CMS page 'home' drawn by the block renderer CMS pages use (its hero, numbers,
 * services, projects, testimonials and call to action are that page's blocks); its SEO comes
 * from the same row (routes/table.ts). Unlike a CMS page it has no title band, featured image
 * or HTML content of its own: the blocks are the whole page.
 */
import type { PageBlockEntry } from '../../../generated/blocks.ts';
import { BlockCollectionsContext } from '../block-list/BlockCollectionsContext.tsx';
import { PageBlocks, visibleBlocks } from '../block-list/PageBlocks.tsx';
import type { HomeData } from '../routes/loaders.ts';
import type { PageProps } from '../routes/route.ts';
import { useSite } from '../site-context.tsx';
import { PageHero } from '../ui/PageHero.tsx';

export default function HomePage({ data }: PageProps<HomeData>) {
  const site = useSite();
  const blocks = visibleBlocks(data.page?.blocks as PageBlockEntry[] | null | undefined);
  // No published home page (or one without visible blocks): the site's name as a plain band, not an empty page.
  if (blocks.length === 0) return <PageHero title={data.page?.title || site.meta.siteName} subtitle={data.page?.excerpt} />;
  return (
    <BlockCollectionsContext value={data.collections}>
      <PageBlocks blocks={blocks} />
    </BlockCollectionsContext>
  );
}
