/** Testimonials: the site's newest published client testimonials, as on the home page. */
import { defineBlock } from '../block.ts';

/** @title Müşteri yorumları */
export interface TestimonialsBlock {
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
  /**
   * @title Bölüm çapası
   * @description Sayfa içi bağlantı için kısa ad, örneğin yorumlar: /#yorumlar bu bölüme gider.
   * @pattern ^[a-z0-9]+(-[a-z0-9]+)*$
   * @maxLength 40
   */
  anchor?: string;
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
