/** Numbers: a row of figures (value and label), the home page's numbers band. */
import { defineBlock } from '../block.ts';
import type { BlockAnchor } from '../common/block-anchor.ts';
import { SERVICE_ICONS } from '../options/service-icons.ts';

/** Rakamlardan biri. */
export interface NumberItem {
  /**
   * @title Sayı
   * @description Örneğin 150+
   * @minLength 1
   * @maxLength 20
   */
  value: string;
  /**
   * @title Etiket
   * @minLength 1
   * @maxLength 80
   */
  label: string;
  /**
   * @title İkon
   * @maxLength 40
   */
  icon?: string;
  /**
   * @title Renk
   * @maxLength 40
   */
  color?: string;
}

/** @title Rakamlar */
export interface NumbersBlock extends BlockAnchor {
  /**
   * @title Rakamlar
   * @minItems 2
   * @maxItems 6
   */
  items: NumberItem[];
}

export const block = defineBlock<NumbersBlock>({
  type: 'numbers',
  dataType: 'NumbersBlock',
  name: 'Rakamlar',
  description: 'Yan yana rakamlar ve etiketleri: müşteri, proje, deneyim yılı gibi.',
  icon: 'BarChart3',
  fields: { 'items[].icon': { widget: 'icon', options: SERVICE_ICONS }, 'items[].color': { widget: 'color' } },
  initial: {
    items: [
      { value: '150+', label: 'Mutlu Müşteri', icon: 'Users', color: 'green' },
      { value: '300+', label: 'Tamamlanan Proje', icon: 'Award', color: 'blue' },
    ],
  },
});
