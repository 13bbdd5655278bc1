/**
 * SEO settings: one record with the site-wide search-engine defaults and tracking IDs. The
 * site's analytics ID lives here only (site_settings had a second one until 20261126120000),
 * and so do the default meta title and description (site_settings had copies until 20261127100000).
 */
import { defineResource } from './resource.ts';
import { standardMessages } from './common/messages.ts';
import type { Timestamps, WithId } from './common/fields.ts';

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
   * @description Ana sayfanın başlığı; ana sayfanın kendi meta başlığı doluysa o kullanılır. Önerilen uzunluk 50-60 karakter
   * @maxLength 200
   */
  default_meta_title: string | null;
  /**
   * @title Varsayılan meta açıklama
   * @description Bir sayfanın kendi meta açıklaması (ya da özeti) doluysa o kullanılır; boşsa bu varsayılan. Önerilen uzunluk 150-160 karakter
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
   * @title Varsayılan sosyal paylaşım görseli
   * @description Önerilen boyut 1200x630 piksel
   * @format uri-reference
   */
  default_og_image: string | null;
  /**
   * @title Google Analytics ölçüm kimliği
   * @maxLength 40
   */
  google_analytics_id: string | null;
  /**
   * @title Google Search Console doğrulama kodu
   * @maxLength 200
   */
  google_search_console_id: string | null;
  /**
   * @title Facebook piksel kimliği
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
  // Languages (schema/languages.ts): what visitors read in their language.
  localized: ['site_tagline', 'default_meta_title', 'default_meta_description', 'default_meta_keywords'],
  route: 'seo',
  nav: { label: 'SEO', icon: 'Search', order: 130, adminOnly: true },
  dashboard: { quickAction: { label: 'SEO Ayarları', order: 6 } },
  title: 'SEO Ayarları',
  singular: 'SEO ayarları',
  screen: 'global',
  description: 'Arama motorları ve sosyal ağlar için sitenin varsayılan bilgileri.',
  form: {
    sections: [
      {
        title: 'Genel SEO Ayarları',
        fields: [
          { name: 'site_name', width: 'half' },
          { name: 'site_tagline', width: 'half' },
          { name: 'default_meta_title', widget: 'textarea', rows: 2, advised: { min: 50, max: 60 } },
          { name: 'default_meta_description', widget: 'textarea', rows: 3, advised: { min: 150, max: 160 } },
          { name: 'default_meta_keywords', help: 'Virgülle ayırın' },
          { name: 'default_og_image', widget: 'image', help: 'Önerilen boyut 1200x630 piksel' },
        ],
      },
      {
        title: 'Analitik ve İzleme',
        fields: [
          // The site loads the tags only for IDs of these shapes (src/public/seo/Analytics.tsx).
          { name: 'google_analytics_id', width: 'half', placeholder: 'G-XXXXXXXXXX', pattern: '^G-[A-Z0-9]{4,20}$', errors: { pattern: 'G-XXXXXXXXXX biçiminde bir ölçüm kimliği girin' } },
          { name: 'facebook_pixel_id', width: 'half', placeholder: '123456789012345', pattern: '^\\d{6,20}$', errors: { pattern: 'Piksel kimliği yalnızca rakamlardan oluşur' } },
          {
            name: 'google_search_console_id',
            help: "Search Console'un verdiği HTML etiketi veya yalnızca içindeki kod",
            // The code alone or the meta tag around it (src/public/seo/head-html.ts verificationToken).
            pattern: '^\\s*(<meta[^>]*content\\s*=\\s*["\']\\s*[A-Za-z0-9_-]{10,100}\\s*["\'][^>]*>|[A-Za-z0-9_-]{10,100})\\s*$',
            errors: { pattern: 'Doğrulama kodunu veya meta etiketini olduğu gibi yapıştırın' },
          },
        ],
      },
      {
        title: 'Teknik SEO',
        fields: [
          { name: 'robots_txt', widget: 'textarea', rows: 6, help: 'Sitede: /robots.txt' },
          { name: 'sitemap_enabled', help: 'Sitede: /sitemap.xml' },
        ],
      },
    ],
  },
  single: {
    exists: 'Kayıt mevcut',
    missing: 'Henüz SEO kaydı yok; kaydettiğinizde oluşturulacak.',
    tips: {
      title: 'SEO İpuçları',
      items: [
        'Meta başlık 50-60 karakter arasında olmalıdır.',
        'Meta açıklama 150-160 karakter arasında olmalıdır.',
        'Sosyal paylaşım görseli 1200x630 piksel boyutunda olmalıdır.',
      ],
    },
  },
  messages: standardMessages({
    created: 'SEO ayarları kaydedildi',
    updated: 'SEO ayarları kaydedildi',
    deleted: 'SEO ayarları silindi',
    loadError: 'SEO ayarları yüklenirken hata oluştu',
    deleteConfirm: 'SEO ayarlarını silmek istediğinizden emin misiniz?',
  }),
});
