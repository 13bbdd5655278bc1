/** Packages: 1–4 price packages side by side (features, one highlighted), with a VAT note. */
import { defineBlock } from '../block.ts';
import type { BlockAnchor } from '../common/block-anchor.ts';

/** Fiyat paketlerinden biri. */
export interface PricePackage {
  /**
   * @title Paket adı
   * @minLength 1
   * @maxLength 80
   */
  name: string;
  /**
   * @title Fiyat
   * @description Örneğin ₺9.900 ya da Teklif alın
   * @minLength 1
   * @maxLength 40
   */
  price: string;
  /**
   * @title Dönem
   * @description Örneğin / ay
   * @maxLength 40
   */
  period?: string;
  /**
   * @title Özellikler
   * @maxItems 20
   */
  features: string[];
  /**
   * @title Öne çıkar
   * @default false
   */
  highlighted?: boolean;
  /**
   * @title Buton metni
   * @minLength 1
   * @maxLength 60
   */
  button_text: string;
  /**
   * @title Buton bağlantısı
   * @format uri-reference
   * @minLength 1
   * @maxLength 500
   */
  button_url: string;
}

/** @title Fiyat paketleri */
export interface PackagesBlock extends BlockAnchor {
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
   * @title Paketler
   * @minItems 1
   * @maxItems 4
   */
  packages: PricePackage[];
  /**
   * @title KDV notu
   * @description Örneğin Fiyatlara %20 KDV dahil değildir.
   * @maxLength 200
   */
  vat_note?: string;
}

export const block = defineBlock<PackagesBlock>({
  type: 'packages',
  dataType: 'PackagesBlock',
  name: 'Fiyat Paketleri',
  description: 'Yan yana fiyat paketleri: özellikleri, öne çıkan paket ve butonlarıyla.',
  icon: 'Package',
  fields: { intro: { widget: 'textarea', rows: 2 }, 'packages[].features': { widget: 'stringList' }, 'packages[].button_url': { widget: 'url' } },
  initial: {
    title: 'Paketlerimiz',
    packages: [{ name: 'Başlangıç', price: '', period: '/ ay', features: [], highlighted: false, button_text: 'Teklif Al', button_url: '/contact' }],
    vat_note: 'Fiyatlara %20 KDV dahil değildir.',
  },
});
