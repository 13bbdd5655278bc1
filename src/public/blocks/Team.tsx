/** Block team: the published team members in their order, the About page's grid. */
import type { BlockData } from '../block-list/block-data.ts';
import { TeamGrid } from '../about/TeamGrid.tsx';
import { useBlockCollection } from '../block-list/BlockCollectionsContext.tsx';
import { Section } from '../ui/Section.tsx';

export default function Team({ data }: { data: BlockData<'team'> }) {
  const members = useBlockCollection('team');
  // Nobody published: no section. Not loaded (undefined): the four built-in members, as the About page always showed.
  if (members?.length === 0) return null;
  return (
    <Section title={data.title || undefined} intro={data.intro || undefined}>
      <TeamGrid members={members ?? null} />
    </Section>
  );
}
