/**
 * Block projects: the site's published projects as the projects list's cards, in the order of
 * the chosen slugs (those not published are left out), or the newest ones.
 */
import type { BlockDataByType } from '../../../generated/blocks.ts';
import { useBlockCollection } from '../block-list/BlockCollectionsContext.tsx';
import { pickRows } from '../block-list/pick-rows.ts';
import { ProjectCard } from '../cards/ProjectCard.tsx';
import { CardGrid } from '../ui/CardGrid.tsx';
import { Section } from '../ui/Section.tsx';
import { ButtonLink } from '../ui/ButtonLink.tsx';

export default function Projects({ data }: { data: BlockDataByType['projects'] }) {
  const projects = pickRows(useBlockCollection('projects'), data.slugs, data.limit);
  if (projects.length === 0) return null;
  return (
    <Section id={data.anchor} eyebrow={data.eyebrow} title={data.title} intro={data.intro} tone="tint">
      <CardGrid>
        {projects.map((p) => (
          <li key={p.id}>
            <ProjectCard project={p} />
          </li>
        ))}
      </CardGrid>
      {data.button_text && data.button_url && (
        <div css={{ textAlign: 'center', marginTop: '2.5rem' }}>
          <ButtonLink to={data.button_url} tone="outline">
            {data.button_text}
          </ButtonLink>
        </div>
      )}
    </Section>
  );
}
