/** Block testimonials: the newest published testimonials with the real average rating, the home page's section. */
import type { BlockData } from '../block-list/block-data.ts';
import { useBlockCollection } from '../block-list/BlockCollectionsContext.tsx';
import { DEFAULT_ROW_LIMIT } from '../block-list/pick-rows.ts';
import { Testimonials as TestimonialsSection } from '../home/Testimonials.tsx';

export default function Testimonials({ data }: { data: BlockData<'testimonials'> }) {
  const loaded = useBlockCollection('testimonials');
  const rows = (loaded?.rows ?? []).slice(0, data.limit ?? DEFAULT_ROW_LIMIT);
  if (rows.length === 0) return null;
  return <TestimonialsSection id="" title={data.title || 'Müşterilerimiz ne diyor?'} testimonials={rows} rating={data.show_rating === false ? null : (loaded?.rating ?? null)} />;
}
