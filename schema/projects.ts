/** Projects: the agency's portfolio, shown at /projects and /projects/{slug}. */
import { defineResource } from './resource.ts';
import { standardMessages } from './common/messages.ts';
import type { Draftable, MetaKeywords, SeoFields, Slugged, Timestamps, WithId } from './common/fields.ts';

/** @title Proje */
export interface Project extends WithId, Slugged, SeoFields, MetaKeywords, Draftable, Timestamps {
  /**
   * @title Başlık
   * @minLength 1
   * @maxLength 200
   */
  title: string;
  /**
   * @title Açıklama
   * @minLength 1
   * @maxLength 2000
   */
  description: string;
  /**
   * @title İçerik
   * @description Sayfada gösterilen ayrıntılı metin
   * @minLength 1
   */
  content: string;
  /**
   * @title Öne çıkan görsel
   * @format uri-reference
   */
  featured_image: string | null;
  /**
   * @title Galeri
   * @default []
   */
  gallery: string[];
  /**
   * @title Müşteri
   * @minLength 1
   * @maxLength 200
   */
  client: string;
  /**
   * @title Kategori
   * @minLength 1
   * @maxLength 80
   */
  category: string;
  /**
   * @title Teknolojiler
   * @default []
   */
  tags: string[];
  /**
   * @title Sonuçlar
   * @default []
   */
  results: string[];
  /**
   * @title Proje bağlantısı
   * @format uri
   */
  project_url: string | null;
  /**
   * @title Sosyal medya başlığı
   * @description Bağlantı sosyal medyada paylaşıldığında görünen başlık
   * @maxLength 200
   */
  og_title: string | null;
  /**
   * @title Sosyal medya açıklaması
   * @maxLength 500
   */
  og_description: string | null;
  /**
   * @title Sosyal medya görseli
   * @format uri-reference
   */
  og_image: string | null;
  /**
   * @title Kanonik URL
   * @format uri
   */
  canonical_url: string | null;
}

export const resource = defineResource<Project>({
  table: 'projects',
  db: {
    access: { preset: 'publishedContent', authors: true },
    revisions: true,
    unique: [['slug']],
    indexes: [
      // Similar projects: same category, published, newest first.
      { name: 'projects_category_idx', on: ['category', 'created_at desc'], where: 'published' },
      { name: 'projects_published_idx', on: ['created_at desc'], where: 'published' },
    ],
    notifyChanges: true,
  },
  rowType: 'Project',
  // Languages (schema/languages.ts): what visitors read in their language.
  localized: ['title', 'slug', 'description', 'content', 'category', 'tags', 'results', 'og_title', 'og_description', 'meta_title', 'meta_description', 'meta_keywords'],
  route: 'projects',
  nav: { label: 'Projeler', icon: 'Briefcase', order: 40 },
  dashboard: {
    count: { plural: 'Projeler', order: 2 },
    activity: { titleField: 'title', singular: 'Proje' },
    quickAction: { label: 'Yeni Proje', order: 2, create: true },
  },
  title: 'Proje Yönetimi',
  singular: 'Proje',
  newLabel: 'Yeni Proje',
  createTitle: 'Yeni Proje',
  editTitle: 'Projeyi Düzenle',
  publicPath: '/projects/{slug}',
  public: {
    base: '/projects',
    list: {
      title: 'Projelerimiz',
      description: 'Farklı sektörlerden markalar için yürüttüğümüz projeler ve elde ettiğimiz sonuçlar.',
      columns: ['title', 'description', 'featured_image', 'client', 'category', 'tags', 'results', 'project_url', 'created_at'],
      order: [{ field: 'created_at', ascending: false }],
      emptyText: 'Henüz proje yok.',
    },
    card: { title: 'title', description: 'description', image: 'featured_image' },
    detail: { image: 'featured_image', summary: 'description', body: 'content', notFound: 'Proje bulunamadı', related: { title: 'Benzer Projeler', by: 'category', limit: 3 } },
    meta: { title: 'title', description: 'description', image: 'featured_image', jsonLd: 'CreativeWork' },
  },
  screen: 'resource',
  list: {
    layout: 'cards',
    columns: [
      { field: 'title' },
      { field: 'category', display: 'badge' },
      { field: 'client' },
      { field: 'published', label: 'Durum', display: 'status' },
      { field: 'created_at', label: 'Tarih', display: 'date' },
    ],
    card: {
      image: 'featured_image',
      title: 'title',
      subtitle: 'category',
      description: 'description',
      meta: ['client', 'project_url'],
    },
    searchFields: ['title', 'client', 'category'],
    searchPlaceholder: 'Proje, müşteri veya kategori ara...',
    filters: [
      { field: 'published', label: 'Durum', options: [{ value: true, label: 'Yayında' }, { value: false, label: 'Taslak' }, { value: 'scheduled', label: 'Zamanlandı' }] },
    ],
    order: [{ field: 'created_at', ascending: false }],
    emptyText: 'Henüz proje yok',
    emptySearchText: 'Aramanıza uygun proje bulunamadı. Arama kriterlerini değiştirmeyi deneyin.',
  },
  form: {
    fields: [
      { name: 'title', search: { weight: 'A' }, width: 'half' },
      { name: 'slug', widget: 'slug', source: 'title', width: 'half' },
      { name: 'client', width: 'half' },
      { name: 'category', width: 'half' },
      { name: 'description', search: { weight: 'B' }, widget: 'textarea', rows: 3 },
      { name: 'content', search: { weight: 'C' }, widget: 'richText' },
      { name: 'featured_image', widget: 'image' },
      { name: 'gallery', widget: 'imageList' },
      { name: 'project_url', widget: 'url', placeholder: 'https://' },
      { name: 'tags', widget: 'stringList', width: 'half' },
      { name: 'results', widget: 'stringList', width: 'half' },
      { name: 'meta_title', width: 'half' },
      { name: 'meta_description', widget: 'textarea', rows: 3, width: 'half', seoPreview: { title: 'meta_title', fallbackTitle: 'title', fallbackDescription: 'description', image: 'featured_image', ogTitle: 'og_title', ogDescription: 'og_description', ogImage: 'og_image' } },
      { name: 'meta_keywords', placeholder: 'anahtar, kelime, virgülle ayrılmış' },
      { name: 'og_title', width: 'half' },
      { name: 'og_description', widget: 'textarea', rows: 3, width: 'half' },
      { name: 'og_image', widget: 'image' },
      { name: 'canonical_url', widget: 'url', placeholder: 'https://' },
      { name: 'published', widget: 'checkbox', width: 'half' },
      { name: 'publish_at', widget: 'dateTime', width: 'half' },
    ],
  },
  defaults: { gallery: [], tags: [], results: [], published: false },
  status: { field: 'published', on: 'Yayında', off: 'Taslak', schedule: 'publish_at' },
  messages: standardMessages({
    created: 'Proje oluşturuldu',
    updated: 'Proje güncellendi',
    deleted: 'Proje silindi',
    loadError: 'Projeler yüklenirken hata oluştu',
    deleteConfirm: 'Bu projeyi silmek istediğinizden emin misiniz?',
  }),
});
