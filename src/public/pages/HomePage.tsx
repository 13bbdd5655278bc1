/**
 * Home: the CMS page 'home' (metadata, optional intro), the hero, the numbers, the latest
 * services, projects and testimonials, and the closing call to action. Every section loads
 * at the same time.
 */
import type { KnownBlockContents } from '../../../schema/content-blocks.ts';
import { blocks, pageBySlug } from '../data/content.ts';
import { HomeHero } from '../home/HomeHero.tsx';
import { LatestProjects, LatestServices } from '../home/LatestSections.tsx';
import { MainCta } from '../home/MainCta.tsx';
import { StatsBand } from '../home/StatsBand.tsx';
import { Testimonials } from '../home/Testimonials.tsx';
import { useAsync } from '../../lib/use-async.ts';
import { HeadTags } from '../seo/HeadTags.tsx';
import { homeMeta } from '../seo/page-meta.ts';
import { useSite } from '../site-context.tsx';
import { Spinner } from '../ui/Spinner.tsx';

export default function HomePage() {
  const site = useSite();
  const page = useAsync(() => pageBySlug('home').catch(() => null), []);
  // A failed load is logged and the sections show their defaults.
  const content = useAsync(() => blocks(['home-hero', 'stats', 'main-cta']).catch((e: unknown) => (console.error(e), {} as Partial<KnownBlockContents>)), []);
  return (
    <>
      <HeadTags meta={homeMeta(site.meta, page.data)} />
      {content.loading && !content.data ? (
        <Spinner />
      ) : (
        <>
          <HomeHero content={content.data?.['home-hero']} />
          <StatsBand content={content.data?.stats} />
        </>
      )}
      <LatestServices />
      <LatestProjects />
      <Testimonials />
      <MainCta content={content.data?.['main-cta']} />
    </>
  );
}
