/**
 * Block projects: the site's published projects as the projects list's cards, in the order of
 * the chosen slugs (those not published are left out), or the newest ones.
 */
import { listOf, type BlockData } from '../block-list/block-data.ts';
import { useBlockCollection } from '../block-list/BlockCollectionsContext.tsx';
import { pickRows } from '../block-list/pick-rows.ts';
import { ProjectCard } from '../cards/ProjectCard.tsx';
import { CardsSection } from '../ui/CardsSection.tsx';

export default function Projects({ data }: { data: BlockData<'projects'> }) {
  const projects = pickRows(useBlockCollection('projects'), listOf(data.slugs), data.limit ?? undefined);
  if (projects.length === 0) return null;
  return <CardsSection texts={data} items={projects} card={(x) => <ProjectCard project={x} />} tone="tint" />;
}
