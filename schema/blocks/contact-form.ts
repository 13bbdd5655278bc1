/** Contact form: the site's own contact form (its checks, disclosure and limits) on any page, e.g. a landing page. */
import { defineBlock } from '../block.ts';
import type { BlockAnchor } from '../common/block-anchor.ts';

/** @title İletişim formu */
export interface ContactFormBlock extends BlockAnchor {
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
  /**
   * @title Buton metni
   * @minLength 1
   * @maxLength 60
   * @default "Mesaj Gönder"
   */
  button_label: string;
  /**
   * @title Telefon alanını göster
   * @default true
   */
  show_phone: boolean;
  /**
   * @title Şirket alanını göster
   * @default true
   */
  show_company: boolean;
  /**
   * @title Hizmet seçimini göster
   * @default true
   */
  show_service: boolean;
}

export const block = defineBlock<ContactFormBlock>({
  type: 'contact-form',
  dataType: 'ContactFormBlock',
  name: 'İletişim Formu',
  description: 'Ziyaretçinin size mesaj gönderdiği form; gelen mesajlar İletişim Mesajları kutusuna düşer.',
  icon: 'Send',
  fields: {
    intro: { widget: 'textarea', rows: 3 },
    show_phone: { widget: 'checkbox' },
    show_company: { widget: 'checkbox' },
    show_service: { widget: 'checkbox' },
  },
  initial: { title: 'Bize ulaşın', button_label: 'Mesaj Gönder', show_phone: true, show_company: true, show_service: true },
});
