/** Services: the site's published services as the services list's cards, all or a chosen few. */
import { defineBlock, type ContentSlug } from '../block.ts';
import type { BlockAnchor } from '../common/block-anchor.ts';

/** @title Hizmetler */
export interface ServicesBlock extends BlockAnchor {
  /**
   * @title Üst başlık
   * @description Başlığın üstünde küçük harflerle, örneğin Hizmetlerimiz
   * @maxLength 80
   */
  eyebrow?: string;
  /**
   * @title Başlık
   * @maxLength 200
   */
  title?: string;
  /**
   * @title Giriş metni
   * @maxLength 500
   */
  intro?: string;
  /**
   * @title Alttaki buton metni
   * @description Kartların altında, örneğin Tüm Hizmetler; boş bırakılırsa buton gösterilmez.
   * @maxLength 60
   */
  button_text?: string;
  /**
   * @title Alttaki buton bağlantısı
   * @format uri-reference
   * @maxLength 500
   */
  button_url?: string;
  /**
   * @title Gösterilecek hizmetler
   * @description Yayındaki hizmetlerden seçin, sitede bu sırayla görünürler; boş bırakılırsa en yeni hizmetler gösterilir.
   * @maxItems 24
   */
  slugs?: ContentSlug[];
  /**
   * @title En fazla kaç hizmet
   * @asType integer
   * @minimum 1
   * @maximum 24
   * @default 6
   */
  limit?: number;
}

export const block = defineBlock<ServicesBlock>({
  type: 'services',
  dataType: 'ServicesBlock',
  name: 'Hizmetler',
  description: 'Sitenin hizmetleri kartlar hâlinde: en yenileri ya da seçtikleriniz.',
  icon: 'Briefcase',
  uses: 'services',
  fields: { intro: { widget: 'textarea', rows: 2 }, slugs: { widget: 'contentPicker' } },
  initial: { title: 'Hizmetlerimiz', limit: 6 },
});
