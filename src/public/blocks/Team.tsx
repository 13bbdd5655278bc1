/** Block team: the published team members in their order, the About page's grid. */
import type { BlockDataByType } from '../../../generated/blocks.ts';
import { TeamGrid } from '../about/TeamGrid.tsx';
import { useBlockCollection } from '../block-list/BlockCollectionsContext.tsx';
import { Section } from '../ui/Section.tsx';

export default function Team({ data }: { data: BlockDataByType['team'] }) {
  const members = useBlockCollection('team');
  // Not loaded or nobody published: no section (the About page's built-in members are its own fallback).
  if (!members?.length) return null;
  return (
    <Section title={data.title} intro={data.intro}>
      <TeamGrid members={members} />
    </Section>
  );
}
