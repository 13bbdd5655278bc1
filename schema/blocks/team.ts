/** Team: the site's published team members in their order, the About page's grid. */
import { defineBlock } from '../block.ts';
import type { BlockAnchor } from '../common/block-anchor.ts';

/** @title Ekip */
export interface TeamBlock extends BlockAnchor {
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
