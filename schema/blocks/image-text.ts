/** Image + text: a picture beside a title and paragraphs, the picture on either side (or the text alone). */
import { defineBlock } from '../block.ts';
import type { BlockAnchor } from '../common/block-anchor.ts';

/** Görselin metne göre yeri. */
export type ImageSide = 'left' | 'right';

/** Eşit iki sütun ve 4:3 görsel ya da Hakkımızda'nın hikâyesi gibi: daha geniş metin, görsel kendi oranında ve gölgeli. */
export type ImageTextLook = 'columns' | 'story';

/** @title Görsel ve metin */
export interface ImageTextBlock extends BlockAnchor {
  /**
   * @title Başlık
   * @maxLength 200
   */
  title?: string;
  /**
   * @title Metin
   * @description Paragrafları boş bir satırla ayırın.
   * @minLength 1
   * @maxLength 5000
   */
  text: string;
  /**
   * @title Görsel
   * @description Boş bırakılırsa metin tek başına gösterilir.
   * @format uri-reference
   * @maxLength 500
   */
  image?: string;
  /**
   * @title Görselin açıklaması (alt metin)
   * @maxLength 300
   */
  image_alt?: string;
  /**
   * @title Görselin yeri
   * @default "left"
   */
  image_side?: ImageSide;
  /**
   * @title Görünüm
   * @default "columns"
   */
  look?: ImageTextLook;
}

export const block = defineBlock<ImageTextBlock>({
  type: 'image-text',
  dataType: 'ImageTextBlock',
  name: 'Görsel ve Metin',
  description: 'Bir görsel ve yanında başlıklı metin; görsel solda ya da sağda.',
  icon: 'Image',
  fields: {
    title: { placeholder: 'Örn. Neden biz?' },
    text: { widget: 'textarea', rows: 5, placeholder: 'Örn. On yıldır markaların dijitaldeki yüzünü birlikte kuruyoruz.' },
    image: { widget: 'image' },
    image_side: { widget: 'select', options: [{ value: 'left', label: 'Solda' }, { value: 'right', label: 'Sağda' }] },
    look: { widget: 'select', options: [{ value: 'columns', label: 'Eşit sütunlar' }, { value: 'story', label: 'Hikâye (geniş metin)' }] },
  },
  initial: { image_side: 'left' },
});
