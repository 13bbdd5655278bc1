/** Team: the site's published team members in their order, the About page's grid. */
import { defineBlock } from '../block.ts';

/** @title Ekip */
export interface TeamBlock {
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
   * @title Bölüm çapası
   * @description Sayfa içi bağlantı için kısa ad, örneğin ekip: /about#ekip bu bölüme gider.
   * @pattern ^[a-z0-9]+(-[a-z0-9]+)*$
   * @maxLength 40
   */
  anchor?: string;
}

export const block = defineBlock<TeamBlock>({
  type: 'team',
  dataType: 'TeamBlock',
  name: 'Ekip',
  description: 'Ekip üyeleri fotoğraf, görev ve sosyal medya bağlantılarıyla.',
  icon: 'Users',
  uses: 'team',
  fields: { intro: { widget: 'textarea', rows: 2 } },
  initial: { title: 'Ekibimiz' },
});
