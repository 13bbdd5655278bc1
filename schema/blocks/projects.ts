/** Projects: the site's published projects as the projects list's cards, the latest or a chosen few. */
import { defineBlock, type ContentSlug } from '../block.ts';
import type { BlockAnchor } from '../common/block-anchor.ts';

/** @title Projeler */
export interface ProjectsBlock extends BlockAnchor {
  /**
   * @title Üst başlık
   * @description Başlığın üstünde küçük harflerle, örneğin Projelerimiz
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
   * @description Kartların altında, örneğin Tüm Projeler; boş bırakılırsa buton gösterilmez.
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
   * @title Gösterilecek projeler
   * @description Yayındaki projelerden seçin, sitede bu sırayla görünürler; boş bırakılırsa en yeni projeler gösterilir.
   * @maxItems 24
   */
  slugs?: ContentSlug[];
  /**
   * @title En fazla kaç proje
   * @asType integer
   * @minimum 1
   * @maximum 24
   * @default 6
   */
  limit?: number;
}

export const block = defineBlock<ProjectsBlock>({
  type: 'projects',
  dataType: 'ProjectsBlock',
  name: 'Projeler',
  description: 'Sitenin projeleri kartlar hâlinde: en yenileri ya da seçtikleriniz.',
  icon: 'Layers',
  uses: 'projects',
  fields: { intro: { widget: 'textarea', rows: 2 }, slugs: { widget: 'contentPicker' } },
  initial: { title: 'Son çalışmalarımız', limit: 6 },
});
