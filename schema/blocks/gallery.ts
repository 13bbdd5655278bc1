/** Gallery: 2–24 pictures in a responsive grid, each with its alt text. */
import { defineBlock } from '../block.ts';
import type { BlockAnchor } from '../common/block-anchor.ts';

/** Galerideki görsellerden biri. */
export interface GalleryImage {
  /**
   * @title Görsel
   * @format uri-reference
   * @minLength 1
   * @maxLength 500
   */
  image: string;
  /**
   * @title Görselin açıklaması (alt metin)
   * @description Görme engelli ziyaretçiler ve arama motorları için görselde ne olduğunu yazın.
   * @minLength 1
   * @maxLength 300
   */
  alt: string;
}

/** @title Galeri */
export interface GalleryBlock extends BlockAnchor {
  /**
   * @title Başlık
   * @maxLength 200
   */
  title?: string;
  /**
   * @title Görseller
   * @minItems 2
   * @maxItems 24
   */
  images: GalleryImage[];
}

export const block = defineBlock<GalleryBlock>({
  type: 'gallery',
  dataType: 'GalleryBlock',
  name: 'Galeri',
  description: 'Görsellerden oluşan bir ızgara; her görselin açıklamasıyla.',
  icon: 'Camera',
  fields: { 'images[].image': { widget: 'image' } },
  initial: { images: [{ image: '', alt: '' }, { image: '', alt: '' }] },
});
