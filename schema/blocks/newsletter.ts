/** Newsletter: the site's sign-up form with its consent text, under a title and a sentence. */
import { defineBlock } from '../block.ts';

/** @title Bülten aboneliği */
export interface NewsletterBlock {
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
  fields: { text: { widget: 'textarea', rows: 2 } },
  initial: { title: 'Bültenimize abone olun', text: 'Dijital pazarlamadaki yenilikler ayda bir e-posta kutunuzda.', button_text: 'Abone Ol' },
});
