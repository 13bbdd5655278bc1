/**
 * Block services: the site's published services as the services list's cards, in the order of
 * the chosen slugs (those not published are left out), or the newest ones.
 */
import type { BlockDataByType } from '../../../generated/blocks.ts';
import { useBlockCollection } from '../block-list/BlockCollectionsContext.tsx';
import { pickRows } from '../block-list/pick-rows.ts';
import { ServiceCard } from '../cards/ServiceCard.tsx';
import { CardsSection } from '../ui/CardsSection.tsx';

export default function Services({ data }: { data: BlockDataByType['services'] }) {
  const services = pickRows(useBlockCollection('services'), data.slugs, data.limit);
  if (services.length === 0) return null;
  return <CardsSection texts={data} items={services} card={(x) => <ServiceCard service={x} />} />;
}
