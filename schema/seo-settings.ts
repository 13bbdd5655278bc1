/** SEO settings: one record with the site-wide search-engine defaults and tracking IDs. */
import { defineResource } from './resource.ts';
import { standardMessages } from './common/messages.ts';
import type { Timestamps, WithId } from './common/fields.ts';

/** Texts of the SEO screen beyond the shared messages. */
export const SEO_TEXTS = {
  sections: {
    general: 'Genel SEO Ayarları',
    analytics: 'Analitik ve İzleme',
    technical: 'Teknik SEO',
  },
  saveLabel: 'Kaydet',
  tipsTitle: 'SEO İpuçları',
  tips: [
    'Meta başlık 50-60 karakter arasında olmalıdır.',
    'Meta açıklama 150-160 karakter arasında olmalıdır.',
    'OG görseli 1200x630 piksel boyutunda olmalıdır.',
  ],
} as const;

/** @title SEO ayarları */
export interface SeoSettings extends WithId, Timestamps {
  /**
   * @title Site adı
   * @minLength 1
   * @maxLength 120
   */
  site_name: string;
  /**
   * @title Site sloganı
   * @maxLength 200
   */
  site_tagline: string | null;
  /**
   * @title Varsayılan meta başlık
   * @description Önerilen uzunluk 50-60 karakter
   * @maxLength 200
   */
  default_meta_title: string | null;
  /**
   * @title Varsayılan meta açıklama
   * @description Önerilen uzunluk 150-160 karakter
   * @maxLength 500
   */
  default_meta_description: string | null;
  /**
   * @title Varsayılan anahtar kelimeler
   * @description Virgülle ayrılmış anahtar kelimeler
   * @maxLength 500
   */
  default_meta_keywords: string | null;
  /**
   * @title Varsayılan OG görseli
   * @description Önerilen boyut 1200x630 piksel
   * @format uri-reference
   */
  default_og_image: string | null;
  /**
   * @title Google Analytics ID
   * @maxLength 40
   */
  google_analytics_id: string | null;
  /**
   * @title Google Search Console doğrulama kodu
   * @maxLength 200
   */
  google_search_console_id: string | null;
  /**
   * @title Facebook Pixel ID
   * @maxLength 40
   */
  facebook_pixel_id: string | null;
  /**
   * @title robots.txt
   * @default "User-agent: *\nAllow: /"
   */
  robots_txt: string;
  /**
   * @title Site haritası etkin
   * @default true
   */
  sitemap_enabled: boolean;
}

export const resource = defineResource<SeoSettings>({
  table: 'seo_settings',
  db: {
    access: { preset: 'singleton', writers: 'admin' },
    notifyChanges: true,
  },
  rowType: 'SeoSettings',
  route: 'seo',
  nav: { label: 'SEO', icon: 'Search', order: 130, adminOnly: true },
  dashboard: { quickAction: { label: 'SEO Ayarları', order: 6 } },
  title: 'SEO Ayarları',
  singular: 'SEO ayarları',
  screen: 'bespoke',
  defaults: { robots_txt: 'User-agent: *\nAllow: /', sitemap_enabled: true },
  messages: standardMessages({
    created: 'SEO ayarları kaydedildi',
    updated: 'SEO ayarları kaydedildi',
    deleted: 'SEO ayarları silindi',
    loadError: 'SEO ayarları yüklenirken hata oluştu',
    deleteConfirm: 'SEO ayarlarını silmek istediğinizden emin misiniz?',
  }),
});
