/**
 * Block services: the site's published services as the services list's cards, in the order of
 * the chosen slugs (those not published are left out), or the newest ones.
 */
import type { BlockDataByType } from '../../../generated/blocks.ts';
import { useBlockCollection } from '../block-list/BlockCollectionsContext.tsx';
import { pickRows } from '../block-list/pick-rows.ts';
import { ServiceCard } from '../cards/ServiceCard.tsx';
import { CardGrid } from '../ui/CardGrid.tsx';
import { Section } from '../ui/Section.tsx';
import { ButtonLink } from '../ui/ButtonLink.tsx';

export default function Services({ data }: { data: BlockDataByType['services'] }) {
  const services = pickRows(useBlockCollection('services'), data.slugs, data.limit);
  if (services.length === 0) return null;
  return (
    <Section id={data.anchor} eyebrow={data.eyebrow} title={data.title} intro={data.intro}>
      <CardGrid>
        {services.map((s) => (
          <li key={s.id}>
            <ServiceCard service={s} />
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
