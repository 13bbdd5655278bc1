/** Testimonials: what clients say about the agency, shown on the home page. */
import { defineResource } from './resource.ts';
import { standardMessages } from './common/messages.ts';
import type { Timestamps, WithId } from './common/fields.ts';

/** @title Müşteri yorumu */
export interface Testimonial extends WithId, Timestamps {
  /**
   * @title Ad Soyad
   * @minLength 1
   * @maxLength 120
   */
  name: string;
  /**
   * @title Pozisyon
   * @minLength 1
   * @maxLength 120
   */
  position: string;
  /**
   * @title Şirket
   * @minLength 1
   * @maxLength 120
   */
  company: string;
  /**
   * @title Yorum
   * @minLength 1
   * @maxLength 2000
   */
  content: string;
  /**
   * @title Profil fotoğrafı
   * @format uri-reference
   */
  avatar: string | null;
  /**
   * @title Puan
   * @asType integer
   * @minimum 1
   * @maximum 5
   * @default 5
   */
  rating: number;
  /**
   * @title Yayınla
   * @default true
   */
  published: boolean;
}

export const resource = defineResource<Testimonial>({
  table: 'testimonials',
  db: {
    access: { preset: 'publishedContent', authors: true },
    revisions: true,
    // Public pages read it: a change empties the page cache on every server.
    notifyChanges: true,
    indexes: [{ name: 'testimonials_published_idx', on: ['published', 'created_at desc'] }],
  },
  rowType: 'Testimonial',
  // Languages (schema/languages.ts): what visitors read in their language.
  localized: ['position', 'content'],
  route: 'testimonials',
  nav: { label: 'Müşteri Yorumları', icon: 'Quote', order: 70 },
  dashboard: {
    count: { plural: 'Müşteri Yorumları', order: 4 },
    activity: { titleField: 'name', singular: 'Müşteri yorumu' },
  },
  title: 'Müşteri Yorumları',
  singular: 'Yorum',
  newLabel: 'Yeni Yorum',
  createTitle: 'Yeni Yorum',
  editTitle: 'Yorumu Düzenle',
  screen: 'resource',
  list: {
    layout: 'cards',
    columns: [
      { field: 'name' },
      { field: 'company' },
      { field: 'rating', display: 'rating' },
      { field: 'published', label: 'Durum', display: 'status' },
      { field: 'created_at', label: 'Tarih', display: 'date' },
    ],
    card: {
      image: 'avatar',
      title: 'name',
      subtitle: 'company',
      description: 'content',
      meta: ['position', 'rating'],
    },
    searchFields: ['name', 'company'],
    searchPlaceholder: 'İsim veya şirket ara...',
    filters: [
      { field: 'published', label: 'Durum', options: [{ value: true, label: 'Yayınlanan' }, { value: false, label: 'Taslak' }] },
    ],
    order: [{ field: 'created_at', ascending: false }],
    emptyText: 'Henüz yorum yok',
    emptySearchText: 'Aramanıza uygun yorum bulunamadı. Arama kriterlerini değiştirmeyi deneyin.',
  },
  form: {
    fields: [
      { name: 'name', width: 'half' },
      { name: 'position', width: 'half' },
      { name: 'company', width: 'half' },
      { name: 'rating', widget: 'rating', width: 'half' },
      { name: 'content', widget: 'textarea', rows: 4 },
      { name: 'avatar', widget: 'image' },
      { name: 'published', widget: 'checkbox' },
    ],
  },
  defaults: { name: '', position: '', company: '', content: '', avatar: null, rating: 5, published: true },
  status: { field: 'published', on: 'Yayınlanan', off: 'Taslak' },
  samples: {
    label: 'Örnek Yorumları Ekle',
    success: 'Örnek yorumlar eklendi',
    rows: [
      { name: 'Ahmet Yılmaz', position: 'Genel Müdür', company: 'ABC Teknoloji', content: 'Dijital dönüşüm sürecimizde bize büyük destek oldular. Web sitemiz ve sosyal medya hesaplarımız artık çok daha etkili.', rating: 5, published: true },
      { name: 'Elif Kara', position: 'Pazarlama Müdürü', company: 'Moda Butik', content: 'Sosyal medya yönetimi sayesinde satışlarımız belirgin biçimde arttı. Ekip her zaman ulaşılabilir ve çözüm odaklı.', rating: 5, published: true },
      { name: 'Murat Şahin', position: 'Kurucu', company: 'Şahin Lojistik', content: 'Kurumsal web sitemiz zamanında ve beklediğimizden daha iyi teslim edildi. Süreç boyunca her adımda bilgilendirildik.', rating: 4, published: true },
    ],
  },
  messages: standardMessages({
    created: 'Yorum eklendi',
    updated: 'Yorum güncellendi',
    deleted: 'Yorum silindi',
    loadError: 'Yorumlar yüklenirken hata oluştu',
    deleteConfirm: 'Bu yorumu silmek istediğinizden emin misiniz?',
  }),
});
