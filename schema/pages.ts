/** Pages: generic CMS pages shown at /{slug} (the page with slug home opens the home page). */
import { defineResource } from './resource.ts';

/** Sayfanın türü. */
export type PageType = 'page' | 'home' | 'about' | 'contact' | 'custom';

/** Sayfanın yerleşim şablonu. */
export type PageTemplate = 'default' | 'full-width' | 'landing';

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
  { value: 'landing', label: 'Açılış Sayfası' },
] as const satisfies readonly { value: PageTemplate; label: string }[];

/** @title Sayfa */
export interface Page {
  /**
   * @format uuid
   * @readOnly
   */
  id: string;
  /**
   * @title Başlık
   * @minLength 1
   * @maxLength 200
   */
  title: string;
  /**
   * @title Slug
   * @pattern ^[a-z0-9]+(-[a-z0-9]+)*$
   * @maxLength 200
   */
  slug: string;
  /**
   * @title İçerik
   * @minLength 1
   */
  content: string;
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
   * @title Meta başlık
   * @maxLength 200
   */
  meta_title: string | null;
  /**
   * @title Meta açıklama
   * @maxLength 500
   */
  meta_description: string | null;
  /**
   * @title Meta anahtar kelimeler
   * @description Virgülle ayrılmış anahtar kelimeler
   * @maxLength 500
   */
  meta_keywords: string | null;
  /**
   * @title Yayınla
   * @default false
   */
  published: boolean;
  /**
   * @title Öne Çıkar
   * @default false
   */
  featured: boolean;
  /**
   * @title Oluşturulma
   * @format date-time
   * @readOnly
   */
  created_at: string;
  /**
   * @title Güncellenme
   * @format date-time
   * @readOnly
   */
  updated_at: string;
}

export const resource = defineResource<Page>({
  table: 'pages',
  rowType: 'Page',
  route: 'pages',
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
      { field: 'slug', label: 'Slug' },
      { field: 'page_type', label: 'Tür', display: 'badge' },
      { field: 'published', label: 'Durum', display: 'status' },
      { field: 'featured', label: 'Öne Çıkan', display: 'badge' },
      { field: 'created_at', label: 'Tarih', display: 'date' },
    ],
    searchFields: ['title', 'slug'],
    searchPlaceholder: 'Başlık veya slug ara...',
    filters: [
      { field: 'published', label: 'Durum', options: [{ value: true, label: 'Yayında' }, { value: false, label: 'Taslak' }] },
    ],
    order: [{ field: 'created_at', ascending: false }],
    emptyText: 'Henüz sayfa yok',
    emptySearchText: 'Aramanıza uygun sayfa bulunamadı. Arama kriterlerini değiştirmeyi deneyin.',
  },
  form: {
    fields: [
      { name: 'title', width: 'half' },
      { name: 'slug', widget: 'slug', source: 'title', width: 'half' },
      { name: 'content', widget: 'richText' },
      { name: 'excerpt', widget: 'textarea', rows: 3 },
      { name: 'page_type', widget: 'select', options: PAGE_TYPE_OPTIONS, width: 'half' },
      { name: 'template', widget: 'select', options: PAGE_TEMPLATE_OPTIONS, width: 'half' },
      { name: 'featured_image', widget: 'image' },
      { name: 'meta_title', width: 'half' },
      { name: 'meta_description', widget: 'textarea', rows: 3, width: 'half' },
      { name: 'meta_keywords', placeholder: 'anahtar, kelime, virgülle ayrılmış' },
      { name: 'published', widget: 'checkbox', width: 'half' },
      { name: 'featured', widget: 'checkbox', width: 'half' },
    ],
  },
  defaults: { page_type: 'page', template: 'default', published: false, featured: false },
  status: { field: 'published', on: 'Yayında', off: 'Taslak' },
  messages: {
    created: 'Sayfa oluşturuldu',
    updated: 'Sayfa güncellendi',
    deleted: 'Sayfa silindi',
    loadError: 'Sayfalar yüklenirken hata oluştu',
    saveError: 'Kaydetme hatası',
    deleteError: 'Silme hatası',
    deleteConfirm: 'Bu sayfayı silmek istediğinizden emin misiniz?',
  },
});
