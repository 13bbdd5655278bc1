/** Rich text: formatted text written in the site's rich-text editor, sanitized on the site. */
import { defineBlock } from '../block.ts';
import type { BlockAnchor } from '../common/block-anchor.ts';

/** @title Zengin metin */
export interface RichTextBlock extends BlockAnchor {
  /**
   * @title Metin
   * @minLength 1
   * @maxLength 100000
   */
  html: string;
}

export const block = defineBlock<RichTextBlock>({
  type: 'rich-text',
  dataType: 'RichTextBlock',
  name: 'Metin',
  description: 'Başlıklar, paragraflar, listeler, bağlantılar ve görsellerle biçimli metin.',
  icon: 'FileText',
  fields: { html: { widget: 'richText' } },
});
