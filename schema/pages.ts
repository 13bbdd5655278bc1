/** Pages: generic CMS pages shown at /{slug} (the page with slug home opens the home page). */
import { defineResource } from './resource.ts';
import { standardMessages } from './common/messages.ts';
import type { PageBlockEntry } from './block.ts';
import { TRANSLATION_LANGUAGES } from './languages.ts';
import type { Draftable, MetaKeywords, SeoFields, Slugged, Timestamps, WithId } from './common/fields.ts';

/** Sayfanın türü. */
export type PageType = 'page' | 'home' | 'about' | 'contact' | 'custom';

// A page is at /{slug}: a slug that is a language's prefix (/en) would be hidden by that
// language's home. Generated from schema/languages.ts, so a new language changes this CHECK
// (a migration: `npm run db:migration`).
const LANGUAGE_PREFIXES = TRANSLATION_LANGUAGES.map((l) => `'${l.code}'`).join(', ');

// A third template, 'landing', drew the same as full width and was confused with
// `landing_page`; migration 20261130070200 turned it into 'full-width'.
/** Sayfanın yerleşim şablonu. */
export type PageTemplate = 'default' | 'full-width';

export const PAGE_TYPE_OPTIONS = [
  { value: 'page', label: 'Sayfa' },
  { value: 'home', label: 'Ana Sayfa' },
  { value: 'about', label: 'Hakkımızda' },
  { value: 'contact', label: 'İletişim' },
  { value: 'custom', label: 'Özel' },
] as const satisfies readonly { value: PageType; label: string }[];

export const PAGE_TEMPLATE_OPTIONS = [
  { value: 'default', label: 'Varsayılan' },
  { value: 'full-width', label: 'Tam Genişlik' },
] as const satisfies readonly { value: PageTemplate; label: string }[];

/** @title Sayfa */
export interface Page extends WithId, Slugged, SeoFields, MetaKeywords, Draftable, Timestamps {
  /**
   * @title Başlık
   * @minLength 1
   * @maxLength 200
   */
  title: string;
  /**
   * @title İçerik
   * @description Bloklu bir sayfada boş kalabilir; bloklar bu metnin yerine gösterilir.
   * @default ""
   */
  content: string;
  /**
   * @title Bloklar
   * @description Sayfanın gövdesi: sırayla gösterilen bloklar.
   * @default []
   */
  blocks: PageBlockEntry[];
  /**
   * @title Özet
   * @maxLength 1000
   */
  excerpt: string | null;
  /**
   * @title Sayfa türü
   * @default "page"
   */
  page_type: PageType;
  /**
   * @title Şablon
   * @default "default"
   */
  template: PageTemplate;
  /**
   * @title Öne çıkan görsel
   * @format uri-reference
   */
  featured_image: string | null;
  /**
   * @title Öne Çıkar
   * @default false
   */
  featured: boolean;
  /**
   * @title Sitenin üst ve alt bölümü olmadan göster (açılış sayfası)
   * @description Sayfa sitenin menüsü ve alt bilgisi olmadan, yalnızca kendi bloklarıyla gösterilir; panoda bu sayfadan gelen mesajlar sayılır
   * @default false
   */
  landing_page: boolean;
  /**
   * @title Arama motorlarından gizle
   * @description Arama motorlarına sayfayı dizine eklememeleri söylenir ve sayfa site haritasında yer almaz
   * @default false
   */
  noindex: boolean;
}

const SLUG_IS_LANGUAGE = `Bu kısa ad kullanılamaz: ${TRANSLATION_LANGUAGES.map((l) => `/${l.code}`).join(', ')} bir dilin adresi. Başka bir kısa ad yazın.`;

export const resource = defineResource<Page>({
  table: 'pages',
  db: {
    access: { preset: 'publishedContent', authors: true },
    revisions: true,
    unique: [['slug']],
    notifyChanges: true,
    checks: {
      // Every block's shape against its type's schema (schema/blocks), as the form checks it.
      pages_blocks_valid: 'private.page_blocks_valid(blocks)',
      // A page shows something: its HTML content, its blocks, or both.
      pages_content_or_blocks: "content <> '' or blocks <> '[]'::jsonb",
      pages_slug_not_language: `slug <> all (array[${LANGUAGE_PREFIXES}]::text[])`,
    },
    // A ref added to the blocks names an active library block (20261129700000_library_blocks.sql).
    triggers: [{ name: 'check_block_refs', timing: 'before', events: ['insert', 'update'], function: 'private.check_block_refs' }],
  },
  rowType: 'Page',
  // Languages (schema/languages.ts): what visitors read in their language.
  localized: ['title', 'slug', 'content', 'blocks', 'excerpt', 'meta_title', 'meta_description', 'meta_keywords'],
  route: 'pages',
  nav: { label: 'Sayfalar', icon: 'FileText', order: 20 },
  dashboard: { quickAction: { label: 'Sayfaları Düzenle', order: 4 } },
  title: 'Sayfa Yönetimi',
  singular: 'Sayfa',
  newLabel: 'Yeni Sayfa',
  createTitle: 'Yeni Sayfa',
  editTitle: 'Sayfa Düzenle',
  publicPath: '/{slug}',
  screen: 'resource',
  list: {
    layout: 'table',
    columns: [
      { field: 'title', label: 'Başlık' },
      { field: 'slug', label: 'Kısa ad (URL)' },
      { field: 'page_type', label: 'Tür', display: 'badge' },
      { field: 'published', label: 'Durum', display: 'status' },
      { field: 'featured', label: 'Öne Çıkan', display: 'badge', labels: { true: 'Öne Çıkan', false: 'Hayır' } },
      { field: 'created_at', label: 'Tarih', display: 'date' },
    ],
    searchFields: ['title', 'slug'],
    searchPlaceholder: 'Başlık veya kısa ad ara...',
    filters: [
      { field: 'published', label: 'Durum', options: [{ value: true, label: 'Yayında' }, { value: false, label: 'Taslak' }, { value: 'scheduled', label: 'Zamanlandı' }] },
    ],
    order: [{ field: 'created_at', ascending: false }],
    emptyText: 'Henüz sayfa yok',
    emptySearchText: 'Aramanıza uygun sayfa bulunamadı. Arama kriterlerini değiştirmeyi deneyin.',
  },
  form: {
    fields: [
      { name: 'title', search: { weight: 'A' }, width: 'half' },
      { name: 'slug', widget: 'slug', source: 'title', width: 'half' },
      { name: 'blocks', search: { weight: 'C' }, widget: 'blocks' },
      // Home, About and contact show their blocks only (their routes draw no HTML content).
      { name: 'content', search: { weight: 'C' }, widget: 'richText', hiddenWhen: { field: 'page_type', values: ['home', 'about', 'contact'] } },
      { name: 'excerpt', search: { weight: 'B' }, widget: 'textarea', rows: 3 },
      { name: 'page_type', widget: 'select', options: PAGE_TYPE_OPTIONS, width: 'half' },
      { name: 'template', widget: 'select', options: PAGE_TEMPLATE_OPTIONS, width: 'half' },
      { name: 'landing_page', widget: 'checkbox', width: 'half' },
      { name: 'noindex', widget: 'checkbox', width: 'half' },
      { name: 'featured_image', widget: 'image' },
      { name: 'meta_title', width: 'half' },
      { name: 'meta_description', widget: 'textarea', rows: 3, width: 'half', seoPreview: { title: 'meta_title', fallbackTitle: 'title', fallbackDescription: 'excerpt', image: 'featured_image' } },
      { name: 'meta_keywords', placeholder: 'anahtar, kelime, virgülle ayrılmış' },
      { name: 'published', widget: 'checkbox', width: 'half' },
      { name: 'publish_at', widget: 'dateTime', width: 'half' },
      { name: 'featured', widget: 'checkbox', width: 'half' },
    ],
  },
  defaults: { page_type: 'page', template: 'default', published: false, featured: false, landing_page: false, noindex: false, blocks: [] },
  status: { field: 'published', on: 'Yayında', off: 'Taslak', schedule: 'publish_at', highlight: { field: 'featured', label: 'Öne Çıkan' } },
  messages: standardMessages({
    created: 'Sayfa oluşturuldu',
    updated: 'Sayfa güncellendi',
    deleted: 'Sayfa silindi',
    loadError: 'Sayfalar yüklenirken hata oluştu',
    deleteConfirm: 'Bu sayfayı silmek istediğinizden emin misiniz?',
    checks: {
      pages_content_or_blocks: { text: 'Sayfanın bir içeriği olmalı: İçerik alanını doldurun ya da en az bir blok ekleyin.', field: 'content' },
      pages_slug_not_language: { text: SLUG_IS_LANGUAGE, field: 'slug' },
      // The translation's copy of the CHECK (its editor takes these messages).
      pages_translations_slug_not_language: { text: SLUG_IS_LANGUAGE, field: 'slug' },
    },
  }),
});
