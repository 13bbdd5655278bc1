/** Values: short principles with an icon, title and sentence each, on a tinted band (the About page's values). */
import { defineBlock } from '../block.ts';
import type { BlockAnchor } from '../common/block-anchor.ts';
import { SERVICE_ICONS } from '../options/service-icons.ts';

/** İlkelerden biri. */
export interface ValueItem {
  /**
   * @title İkon
   * @maxLength 40
   */
  icon?: string;
  /**
   * @title Başlık
   * @minLength 1
   * @maxLength 120
   */
  title: string;
  /**
   * @title Açıklama
   * @maxLength 500
   */
  description?: string;
}

/** @title Değerler */
export interface ValuesBlock extends BlockAnchor {
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
   * @title Değerler
   * @minItems 1
   * @maxItems 12
   */
  items: ValueItem[];
}

export const block = defineBlock<ValuesBlock>({
  type: 'values',
  dataType: 'ValuesBlock',
  name: 'Değerler',
  description: 'İkonlu kısa ilkeler ya da özellikler: başlık ve bir cümlelik açıklama.',
  icon: 'Heart',
  fields: { intro: { widget: 'textarea', rows: 2 }, 'items[].icon': { widget: 'icon', options: SERVICE_ICONS }, 'items[].description': { widget: 'textarea', rows: 2 } },
  initial: { title: 'Değerlerimiz', items: [{ icon: 'Target', title: '', description: '' }] },
});
