/** Call to action: a coloured band with a title and one or two buttons. */
import { defineBlock } from '../block.ts';
import type { BlockAnchor } from '../common/block-anchor.ts';
import { SERVICE_ICONS } from '../options/service-icons.ts';

/** Bandın altındaki kısa notlardan biri. */
export interface CtaNote {
  /**
   * @title İkon
   * @maxLength 40
   */
  icon?: string;
  /**
   * @title Başlık
   * @minLength 1
   * @maxLength 80
   */
  title: string;
  /**
   * @title Metin
   * @maxLength 200
   */
  text?: string;
}

/** @title Harekete geçirici */
export interface CtaBlock extends BlockAnchor {
  /**
   * @title Başlık
   * @description Yeşil renkle vurgulanacak kelimeleri yıldız içine yazın: Markanızı *bir sonraki seviyeye* taşıyalım
   * @minLength 1
   * @maxLength 200
   */
  title: string;
  /**
   * @title Alt başlık
   * @maxLength 500
   */
  subtitle?: string;
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
  /**
   * @title İkinci buton metni
   * @maxLength 60
   */
  secondary_text?: string;
  /**
   * @title İkinci buton bağlantısı
   * @format uri-reference
   * @maxLength 500
   */
  secondary_url?: string;
  /**
   * @title Notlar
   * @description Butonların altında ikonlu kısa notlar: Hızlı Başlangıç, Uzman Ekip gibi.
   * @maxItems 4
   */
  notes?: CtaNote[];
  /**
   * @title Görünüm
   * @default "band"
   */
  look?: CtaLook;
}

/** Renkli bant ya da sade kutu (SSS sayfasının sonundaki gibi). */
export type CtaLook = 'band' | 'box';

export const block = defineBlock<CtaBlock>({
  type: 'cta',
  dataType: 'CtaBlock',
  name: 'Harekete Geçirici',
  description: 'Ziyaretçiyi iletişime çağıran renkli bir bant: başlık ve butonlar.',
  icon: 'Megaphone',
  fields: {
    title: { placeholder: 'Örn. Markanızı *bir sonraki seviyeye* taşıyalım' },
    subtitle: { widget: 'textarea', rows: 2, placeholder: 'Örn. Ücretsiz ön görüşmede hedeflerinizi birlikte planlayalım.' },
    'notes[].icon': { widget: 'icon', options: SERVICE_ICONS },
    button_url: { widget: 'link' },
    secondary_url: { widget: 'link' },
    look: { widget: 'select', options: [{ value: 'band', label: 'Renkli bant' }, { value: 'box', label: 'Sade kutu' }] },
  },
  initial: { button_text: 'Ücretsiz Danışmanlık', button_url: '/contact' },
});
