/** Testimonials: the site's newest published client testimonials, as on the home page. */
import { defineBlock } from '../block.ts';
import type { BlockAnchor } from '../common/block-anchor.ts';

/** @title Müşteri yorumları */
export interface TestimonialsBlock extends BlockAnchor {
  /**
   * @title Başlık
   * @maxLength 200
   */
  title?: string;
  /**
   * @title En fazla kaç yorum
   * @asType integer
   * @minimum 1
   * @maximum 12
   * @default 6
   */
  limit?: number;
  /**
   * @title Ortalama puanı göster
   * @default true
   */
  show_rating?: boolean;
}

export const block = defineBlock<TestimonialsBlock>({
  type: 'testimonials',
  dataType: 'TestimonialsBlock',
  name: 'Müşteri Yorumları',
  description: 'Müşterilerin en yeni yorumları ve tüm yorumların ortalama puanı.',
  icon: 'Star',
  uses: 'testimonials',
  initial: { title: 'Müşterilerimiz ne diyor?', limit: 6, show_rating: true },
});
