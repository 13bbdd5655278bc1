/** Newsletter: the site's sign-up form with its consent text, under a title and a sentence. */
import { defineBlock } from '../block.ts';
import type { BlockAnchor } from '../common/block-anchor.ts';

/** @title Bülten aboneliği */
export interface NewsletterBlock extends BlockAnchor {
  /**
   * @title Başlık
   * @maxLength 200
   */
  title?: string;
  /**
   * @title Metin
   * @maxLength 500
   */
  text?: string;
  /**
   * @title Buton metni
   * @maxLength 40
   */
  button_text?: string;
}

export const block = defineBlock<NewsletterBlock>({
  type: 'newsletter',
  dataType: 'NewsletterBlock',
  name: 'Bülten Aboneliği',
  description: 'Ziyaretçinin e-posta adresiyle bültene abone olduğu form ve onay metni.',
  icon: 'Mail',
  // The section's usual title and button are sensible defaults; its sentence is the page's own.
  fields: { text: { widget: 'textarea', rows: 2, placeholder: 'Örn. Dijital pazarlamadaki yenilikler ayda bir e-posta kutunuzda.' } },
  initial: { title: 'Bültenimize abone olun', button_text: 'Abone Ol' },
});
