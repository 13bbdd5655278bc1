/** Blog posts: articles on the public blog, written in the admin's rich-text editor. */
import { defineResource } from './resource.ts';
import { standardMessages } from './common/messages.ts';
import type { Draftable, SeoFields, Slugged, Timestamps, WithId } from './common/fields.ts';

/** Yazının yazarı; boşsa ajansın adı gösterilir. */
export interface BlogAuthor {
  /**
   * @title Yazar adı
   * @maxLength 120
   */
  name?: string;
}

/** @title Blog yazısı */
export interface BlogPost extends WithId, Slugged, SeoFields, Draftable, Timestamps {
  /**
   * @title Başlık
   * @minLength 1
   * @maxLength 200
   */
  title: string;
  /**
   * @title Özet
   * @minLength 1
   * @maxLength 500
   */
  excerpt: string;
  /**
   * @title İçerik
   * @minLength 1
   */
  content: string;
  /**
   * @title Öne çıkan görsel
   * @format uri-reference
   */
  featured_image: string | null;
  /**
   * @title Kategori
   * @maxLength 80
   * @default "Genel"
   */
  category: string;
  /**
   * @title Etiketler
   * @default []
   */
  tags: string[];
  /**
   * @title Yazar
   * @default {}
   */
  author: BlogAuthor;
}

export const resource = defineResource<BlogPost>({
  table: 'blog_posts',
  db: {
    access: { preset: 'publishedContent', authors: true },
    revisions: true,
    unique: [['slug']],
    indexes: [
      // Related posts: same category, published, newest first.
      { name: 'blog_posts_category_idx', on: ['category', 'created_at desc'], where: 'published' },
      { name: 'blog_posts_published_idx', on: ['created_at desc'], where: 'published' },
    ],
    notifyChanges: true,
  },
  rowType: 'BlogPost',
  // Languages (schema/languages.ts): what visitors read in their language.
  localized: ['title', 'slug', 'excerpt', 'content', 'category', 'tags', 'meta_title', 'meta_description'],
  route: 'blog',
  nav: { label: 'Blog', icon: 'Newspaper', order: 30 },
  dashboard: {
    count: { plural: 'Blog Yazıları', order: 1 },
    activity: { titleField: 'title', singular: 'Blog yazısı' },
    quickAction: { label: 'Yeni Blog Yazısı', order: 1, create: true },
  },
  title: 'Blog Yönetimi',
  singular: 'Blog yazısı',
  newLabel: 'Yeni Yazı',
  createTitle: 'Yeni Blog Yazısı',
  editTitle: 'Blog Yazısını Düzenle',
  publicPath: '/blog/{slug}',
  public: {
    base: '/blog',
    list: {
      title: 'Blog',
      description: 'Dijital pazarlama, sosyal medya, SEO ve e-ticaret üzerine güncel yazılar ve rehberler.',
      columns: ['title', 'excerpt', 'featured_image', 'category', 'tags', 'author', 'created_at'],
      order: [{ field: 'created_at', ascending: false }],
      perPage: 6,
      emptyText: 'Henüz blog yazısı yok.',
    },
    card: { title: 'title', description: 'excerpt', image: 'featured_image' },
    detail: { image: 'featured_image', summary: 'excerpt', body: 'content', notFound: 'Blog yazısı bulunamadı', related: { title: 'İlgili Yazılar', by: 'category', limit: 3 } },
    meta: { title: 'title', description: 'excerpt', image: 'featured_image', jsonLd: 'BlogPosting' },
  },
  screen: 'resource',
  adminSearch: { label: 'Blog Yazıları' },
  list: {
    layout: 'table',
    columns: [
      { field: 'title' },
      { field: 'category', display: 'badge' },
      { field: 'published', label: 'Durum', display: 'status' },
      { field: 'created_at', label: 'Tarih', display: 'date' },
    ],
    searchFields: ['title', 'category'],
    searchPlaceholder: 'Başlık veya kategori ara...',
    filters: [
      { field: 'published', label: 'Durum', options: [{ value: true, label: 'Yayında' }, { value: false, label: 'Taslak' }, { value: 'scheduled', label: 'Zamanlandı' }] },
    ],
    order: [{ field: 'created_at', ascending: false }],
    emptyText: 'Henüz blog yazısı yok',
    emptySearchText: 'Aramanıza uygun blog yazısı bulunamadı. Arama kriterlerini değiştirmeyi deneyin.',
  },
  form: {
    fields: [
      { name: 'title', search: { weight: 'A' }, width: 'half' },
      { name: 'slug', widget: 'slug', source: 'title', width: 'half' },
      { name: 'excerpt', search: { weight: 'B' }, widget: 'textarea', rows: 3 },
      { name: 'content', search: { weight: 'C' }, widget: 'richText' },
      { name: 'featured_image', widget: 'image' },
      { name: 'category', width: 'half', suggest: true },
      { name: 'tags', widget: 'stringList', width: 'half' },
      { name: 'author', suggest: ['name'] },
      { name: 'meta_title', width: 'half' },
      { name: 'meta_description', widget: 'textarea', rows: 3, width: 'half', seoPreview: { title: 'meta_title', fallbackTitle: 'title', fallbackDescription: 'excerpt', image: 'featured_image' } },
      { name: 'published', widget: 'checkbox', width: 'half' },
      { name: 'publish_at', widget: 'dateTime', width: 'half' },
    ],
  },
  defaults: { category: 'Genel', tags: [], published: false, author: {} },
  status: { field: 'published', on: 'Yayında', off: 'Taslak', schedule: 'publish_at' },
  messages: standardMessages({
    created: 'Blog yazısı oluşturuldu',
    updated: 'Blog yazısı güncellendi',
    deleted: 'Blog yazısı silindi',
    loadError: 'Blog yazıları yüklenirken hata oluştu',
    deleteConfirm: 'Bu blog yazısını silmek istediğinizden emin misiniz?',
  }),
});
