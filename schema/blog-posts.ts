/** Blog posts: articles on the public blog, written in the admin's rich-text editor. */
import { defineResource } from './resource.ts';

/** Yazının yazarı; boşsa ajansın adı gösterilir. */
export interface BlogAuthor {
  /**
   * @title Yazar adı
   * @maxLength 120
   */
  name?: string;
}

/** @title Blog yazısı */
export interface BlogPost {
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
   * @title Yayınla
   * @default false
   */
  published: boolean;
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

export const resource = defineResource<BlogPost>({
  table: 'blog_posts',
  rowType: 'BlogPost',
  route: 'blog',
  title: 'Blog Yönetimi',
  singular: 'Blog yazısı',
  newLabel: 'Yeni Yazı',
  createTitle: 'Yeni Blog Yazısı',
  editTitle: 'Blog Yazısını Düzenle',
  publicPath: '/blog/{slug}',
  screen: 'resource',
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
      { field: 'published', label: 'Durum', options: [{ value: true, label: 'Yayında' }, { value: false, label: 'Taslak' }] },
    ],
    order: [{ field: 'created_at', ascending: false }],
    emptyText: 'Henüz blog yazısı yok',
    emptySearchText: 'Aramanıza uygun blog yazısı bulunamadı. Arama kriterlerini değiştirmeyi deneyin.',
  },
  form: {
    fields: [
      { name: 'title', width: 'half' },
      { name: 'slug', widget: 'slug', source: 'title', width: 'half' },
      { name: 'excerpt', widget: 'textarea', rows: 3 },
      { name: 'content', widget: 'richText' },
      { name: 'featured_image', widget: 'image' },
      { name: 'category', width: 'half' },
      { name: 'tags', widget: 'stringList', width: 'half' },
      { name: 'author' },
      { name: 'meta_title', width: 'half' },
      { name: 'meta_description', widget: 'textarea', rows: 3, width: 'half' },
      { name: 'published', widget: 'checkbox' },
    ],
  },
  defaults: { category: 'Genel', tags: [], published: false, author: {} },
  status: { field: 'published', on: 'Yayında', off: 'Taslak' },
  messages: {
    created: 'Blog yazısı oluşturuldu',
    updated: 'Blog yazısı güncellendi',
    deleted: 'Blog yazısı silindi',
    loadError: 'Blog yazıları yüklenirken hata oluştu',
    saveError: 'Kaydetme hatası',
    deleteError: 'Silme hatası',
    deleteConfirm: 'Bu blog yazısını silmek istediğinizden emin misiniz?',
  },
});
