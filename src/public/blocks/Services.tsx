/**
 * Block services: the site's published services as the services list's cards, in the order of
 * the chosen slugs (those not published are left out), or the newest ones.
 */
import { listOf, type BlockData } from '../block-list/block-data.ts';
import { useBlockCollection } from '../block-list/BlockCollectionsContext.tsx';
import { pickRows } from '../block-list/pick-rows.ts';
import { ServiceCard } from '../cards/ServiceCard.tsx';
import { CardsSection } from '../ui/CardsSection.tsx';

export default function Services({ data }: { data: BlockData<'services'> }) {
  const services = pickRows(useBlockCollection('services'), listOf(data.slugs), data.limit ?? undefined);
  if (services.length === 0) return null;
  return <CardsSection texts={data} items={services} card={(x) => <ServiceCard service={x} />} />;
}
