/** Logos: client or partner logos in a grey row, each with its name and an optional link. */
import { defineBlock } from '../block.ts';
import type { BlockAnchor } from '../common/block-anchor.ts';

/** Logolardan biri. */
export interface LogoItem {
  /**
   * @title Logo
   * @format uri-reference
   * @minLength 1
   * @maxLength 500
   */
  image: string;
  /**
   * @title Firma adı
   * @minLength 1
   * @maxLength 100
   */
  name: string;
  /**
   * @title Bağlantı
   * @format uri-reference
   * @maxLength 500
   */
  url?: string;
}

/** @title Logolar */
export interface LogosBlock extends BlockAnchor {
  /**
   * @title Başlık
   * @maxLength 200
   */
  title?: string;
  /**
   * @title Logolar
   * @minItems 2
   * @maxItems 24
   */
  items: LogoItem[];
}

export const block = defineBlock<LogosBlock>({
  type: 'logos',
  dataType: 'LogosBlock',
  name: 'Logolar',
  description: 'Müşteri ya da iş ortağı logoları gri tonlarda bir sırada; istenirse bağlantılı.',
  icon: 'Handshake',
  fields: { 'items[].image': { widget: 'image' }, 'items[].url': { widget: 'url' } },
  initial: { title: 'Birlikte çalıştığımız markalar', items: [{ image: '', name: '' }, { image: '', name: '' }] },
});
