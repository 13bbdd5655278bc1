/** Services: what the agency offers, shown at /services and /services/{slug}. */
import { defineResource } from './resource.ts';
import { standardMessages } from './common/messages.ts';
import type { Activatable, Schedulable, SeoFields, Slugged, Timestamps, WithId } from './common/fields.ts';
import { SERVICE_COLORS, type ServiceColor } from './options/service-colors.ts';
import { SERVICE_ICONS, type ServiceIcon } from './options/service-icons.ts';

/** @title Hizmet */
export interface Service extends WithId, Slugged, SeoFields, Activatable, Schedulable, Timestamps {
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
   * @title İkon
   * @default "Zap"
   */
  icon: ServiceIcon;
  /**
   * @title Özellikler
   * @default []
   */
  features: string[];
  /**
   * @title Fiyat
   * @maxLength 60
   * @default "₺0"
   */
  price: string;
  /**
   * @title Süre
   * @maxLength 60
   * @default "Proje"
   */
  duration: string;
  /**
   * @title Renk
   * @default "green"
   */
  color: ServiceColor;
}

export const resource = defineResource<Service>({
  table: 'services',
  db: {
    access: { preset: 'publishedContent', authors: true },
    revisions: true,
    unique: [['slug']],
    indexes: [{ name: 'services_published_idx', on: ['published', 'created_at desc'] }],
    notifyChanges: true,
  },
  rowType: 'Service',
  // Languages (schema/languages.ts): what visitors read in their language.
  localized: ['title', 'slug', 'description', 'content', 'features', 'price', 'duration', 'meta_title', 'meta_description'],
  route: 'services',
  nav: { label: 'Hizmetler', icon: 'Wrench', order: 50 },
  dashboard: { activity: { titleField: 'title', singular: 'Hizmet' } },
  title: 'Hizmet Yönetimi',
  singular: 'Hizmet',
  newLabel: 'Yeni Hizmet',
  createTitle: 'Yeni Hizmet',
  editTitle: 'Hizmeti Düzenle',
  publicPath: '/services/{slug}',
  public: {
    base: '/services',
    list: {
      title: 'Hizmetlerimiz',
      description: 'Sosyal medya, tasarım, web yazılım, e-ticaret ve prodüksiyon hizmetlerimizi inceleyin.',
      columns: ['title', 'description', 'icon', 'features', 'price', 'duration', 'color', 'created_at'],
      order: [{ field: 'created_at', ascending: false }],
      emptyText: 'Henüz hizmet yok.',
    },
    card: { title: 'title', description: 'description' },
    detail: { summary: 'description', body: 'content', notFound: 'Hizmet bulunamadı', related: { title: 'Diğer Hizmetlerimiz', limit: 3 } },
    meta: { title: 'title', description: 'description', jsonLd: 'Service' },
  },
  screen: 'resource',
  list: {
    layout: 'cards',
    columns: [
      { field: 'icon', display: 'icon' },
      { field: 'color', display: 'color' },
      { field: 'title' },
      { field: 'price' },
      { field: 'duration' },
      { field: 'published', label: 'Durum', display: 'status' },
    ],
    card: {
      title: 'title',
      description: 'description',
      meta: ['price', 'duration'],
    },
    searchFields: ['title'],
    searchPlaceholder: 'Hizmet ara...',
    filters: [
      { field: 'published', label: 'Durum', options: [{ value: true, label: 'Aktif' }, { value: false, label: 'Pasif' }, { value: 'scheduled', label: 'Zamanlandı' }] },
    ],
    order: [{ field: 'created_at', ascending: false }],
    emptyText: 'Henüz hizmet yok',
    emptySearchText: 'Aramanıza uygun hizmet bulunamadı. Arama kriterlerini değiştirmeyi deneyin.',
  },
  form: {
    fields: [
      { name: 'title', search: { weight: 'A' }, width: 'half' },
      { name: 'slug', widget: 'slug', source: 'title', width: 'half' },
      { name: 'description', search: { weight: 'B' }, widget: 'textarea', rows: 3 },
      { name: 'content', search: { weight: 'C' }, widget: 'richText' },
      { name: 'icon', widget: 'icon', options: SERVICE_ICONS, width: 'half' },
      { name: 'color', widget: 'color', options: SERVICE_COLORS, width: 'half' },
      { name: 'price', width: 'half', placeholder: '₺0' },
      { name: 'duration', width: 'half', placeholder: 'Proje' },
      { name: 'features', widget: 'stringList' },
      { name: 'meta_title', width: 'half' },
      { name: 'meta_description', widget: 'textarea', rows: 3, width: 'half', seoPreview: { title: 'meta_title', fallbackTitle: 'title', fallbackDescription: 'description' } },
      { name: 'published', widget: 'checkbox', width: 'half' },
      { name: 'publish_at', widget: 'dateTime', width: 'half' },
    ],
  },
  defaults: { icon: 'Zap', color: 'green', features: [], price: '₺0', duration: 'Proje', published: true },
  status: { field: 'published', on: 'Aktif', off: 'Pasif', schedule: 'publish_at' },
  messages: standardMessages({
    created: 'Hizmet oluşturuldu',
    updated: 'Hizmet güncellendi',
    deleted: 'Hizmet silindi',
    loadError: 'Hizmetler yüklenirken hata oluştu',
    deleteConfirm: 'Bu hizmeti silmek istediğinizden emin misiniz?',
  }),
});
