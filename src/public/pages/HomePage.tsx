/**
 * Home: the CMS page 'home' (metadata, optional intro), the hero, the numbers, the latest
 * services, projects and testimonials, and the closing call to action, all from one load
 * (routes/loaders.ts).
 */
import { HomeHero } from '../home/HomeHero.tsx';
import { LatestProjects, LatestServices } from '../home/LatestSections.tsx';
import { MainCta } from '../home/MainCta.tsx';
import { StatsBand } from '../home/StatsBand.tsx';
import { Testimonials } from '../home/Testimonials.tsx';
import type { HomeData } from '../routes/loaders.ts';
import type { PageProps } from '../routes/route.ts';

export default function HomePage({ data }: PageProps<HomeData>) {
  return (
    <>
      <HomeHero content={data.blocks['home-hero']} />
      <StatsBand content={data.blocks.stats} />
      <LatestServices services={data.services} />
      <LatestProjects projects={data.projects} />
      <Testimonials testimonials={data.testimonials} rating={data.rating} />
      <MainCta content={data.blocks['main-cta']} />
    </>
  );
}
