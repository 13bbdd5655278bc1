/** FAQ: questions and answers staff write, shown as an accordion that opens without JavaScript. */
import { defineBlock } from '../block.ts';
import type { BlockAnchor } from '../common/block-anchor.ts';

/** Sıkça sorulan sorulardan biri. */
export interface FaqItem {
  /**
   * @title Soru
   * @minLength 1
   * @maxLength 300
   */
  question: string;
  /**
   * @title Cevap
   * @minLength 1
   * @maxLength 3000
   */
  answer: string;
}

/** @title Sıkça sorulan sorular */
export interface FaqBlock extends BlockAnchor {
  /**
   * @title Başlık
   * @maxLength 200
   */
  title?: string;
  /**
   * @title Sorular
   * @minItems 1
   * @maxItems 50
   */
  items: FaqItem[];
  /**
   * @title Görünüm
   * @default "section"
   */
  look?: FaqLook;
}

/** Ortalanmış büyük başlıklı bölüm, soldan başlıklı sade liste (SSS sayfasının kategorileri gibi) ya da sayfa sonu listesi (İletişim sayfasının altındaki sorular gibi). */
export type FaqLook = 'section' | 'list' | 'page-end';

export const block = defineBlock<FaqBlock>({
  type: 'faq',
  dataType: 'FaqBlock',
  name: 'Sıkça Sorulan Sorular',
  description: 'Soru ve cevaplar; ziyaretçi bir soruya tıklayınca cevabı açılır.',
  icon: 'MessageCircle',
  fields: {
    'items[].question': { placeholder: 'Örn. Çalışmaya ne zaman başlayabiliriz?' },
    'items[].answer': { widget: 'textarea', rows: 3, placeholder: 'Örn. Ön görüşmeden sonraki hafta içinde.' },
    look: { widget: 'select', options: [{ value: 'section', label: 'Ortalanmış bölüm' }, { value: 'list', label: 'Sade liste' }, { value: 'page-end', label: 'Sayfa sonu listesi' }] },
  },
  initial: { title: 'Sıkça Sorulan Sorular', items: [{ question: '', answer: '' }] },
  // Every question is a search result of its own, at its anchor on the page.
  search: { items: 'items', title: 'question', text: 'answer', label: 'SSS' },
});
