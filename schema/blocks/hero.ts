/** Hero: the big title band at the top of a page (the home page's green words, without HTML). */
import { defineBlock } from '../block.ts';
import type { BlockAnchor } from '../common/block-anchor.ts';

/** @title Karşılama alanı */
export interface HeroBlock extends BlockAnchor {
  /**
   * @title Başlık
   * @description Yeşil renkle vurgulanacak kelimeleri yıldız içine yazın: Markanızı *dijitalde* büyütüyoruz
   * @minLength 1
   * @maxLength 200
   */
  title: string;
  /**
   * @title Alt başlık
   * @maxLength 500
   */
  subtitle?: string;
  /**
   * @title Buton metni
   * @maxLength 60
   */
  button_text?: string;
  /**
   * @title Buton bağlantısı
   * @format uri-reference
   * @maxLength 500
   */
  button_url?: string;
  /**
   * @title İkinci bağlantının metni
   * @description Butonun yanında oynat simgesiyle gösterilir; boş bırakılırsa "Çalışmalarımızı İzleyin".
   * @maxLength 60
   */
  video_text?: string;
  /**
   * @title İkinci bağlantı
   * @description Örneğin /projects ya da bir video adresi; boş bırakılırsa gösterilmez.
   * @format uri-reference
   * @maxLength 500
   */
  video_url?: string;
  /**
   * @title Arka plan görseli
   * @format uri-reference
   * @maxLength 500
   */
  background_image?: string;
}

export const block = defineBlock<HeroBlock>({
  type: 'hero',
  dataType: 'HeroBlock',
  name: 'Karşılama Alanı',
  description: 'Sayfanın başında büyük başlık, alt başlık ve bir buton.',
  icon: 'Sparkles',
  providesTitle: true,
  // A new hero starts empty: the examples are placeholders, not text staff would have to clear.
  fields: {
    title: { placeholder: 'Örn. Markanızı *dijitalde* büyütüyoruz' },
    subtitle: { widget: 'textarea', rows: 3, placeholder: 'Örn. Stratejiden tasarıma, dijitaldeki tüm işleriniz tek ekipte.' },
    button_text: { placeholder: 'Örn. Teklif Alın' },
    button_url: { widget: 'link', placeholder: 'Örn. /contact' },
    video_text: { placeholder: 'Çalışmalarımızı İzleyin' },
    video_url: { placeholder: 'Örn. /projects' },
    background_image: { widget: 'image' },
  },
});
