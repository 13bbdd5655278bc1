/** Form: one of the forms staff built (Formlar) on any page; its answers go to the İletişim Mesajları inbox. */
import { defineBlock } from '../block.ts';
import type { BlockAnchor } from '../common/block-anchor.ts';

/** @title Form */
export interface FormBlock extends BlockAnchor {
  /**
   * @title Form
   * @format uuid
   */
  form_id: string;
  /**
   * @title Başlık
   * @maxLength 200
   */
  title?: string;
  /**
   * @title Giriş metni
   * @maxLength 1000
   */
  intro?: string;
}

export const block = defineBlock<FormBlock>({
  type: 'form',
  dataType: 'FormBlock',
  name: 'Form',
  description: 'Formlar ekranında hazırladığınız bir form; gelen yanıtlar İletişim Mesajları kutusuna düşer.',
  icon: 'FileText',
  uses: 'forms',
  fields: { form_id: { widget: 'formPicker' }, intro: { widget: 'textarea', rows: 3 } },
  initial: { title: 'Bize ulaşın' },
});
